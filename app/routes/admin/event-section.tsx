import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { Alert } from "~/components/ui/alert";
import { adminUserContext, configContext, databaseContext } from "~/context";
import {
  isSectionSlug,
  parseSectionForm,
  sectionChanges,
} from "~/features/event-facts/editor-schemas";
import { editorMessages } from "~/features/event-facts/event-facts-messages";
import { loadEventFactsForEditor, saveEventFacts } from "~/features/event-facts/event-facts.server";
import {
  SectionEditorMissing,
  SectionEditorPage,
  sectionPageTitle,
} from "~/features/event-facts/section-editor-page";
import { redirectWithToast } from "~/utils/flash.server";
import { newFormToken } from "~/utils/form-token.server";
import { reportError } from "~/utils/logger.server";
import type { Route } from "./+types/event-section";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(
    loaderData?.state === "ready"
      ? sectionPageTitle(
          loaderData.section,
          loaderData.target === "draft" ? loaderData.facts.event.edition : null,
        )
      : "Dados do evento",
  );

/** The section and the facts it edits (`?edicao=rascunho`: the draft's), or why there are none. */
async function openSection({ request, params, context }: Route.LoaderArgs) {
  const section = params.section;
  if (!isSectionSlug(section)) return { state: "unknown-section" as const };
  const draft = new URL(request.url).searchParams.get("edicao") === "rascunho";
  const target = draft ? ("draft" as const) : ("current" as const);
  const loaded = await loadEventFactsForEditor(context.get(databaseContext), target);
  if (!loaded) return { state: "no-draft" as const, section };
  return { state: "ready" as const, section, target, ...loaded };
}

/** A section editor's page with a fresh form token; a 404 with its reason when there is none. */
export async function loader(args: Route.LoaderArgs) {
  const opened = await openSection(args);
  if (opened.state !== "ready") return data(opened, { status: 404 });
  const { section, target, facts, version } = opened;
  return { state: opened.state, section, target, facts, version, formToken: newFormToken() };
}

const refusedStatus = {
  stale: 409,
  invalid: 400,
  "not-found": 404,
  "no-draft": 404,
  failed: 500,
} as const;

/** A section's save; conform's list intents are answered without saving, and a refusal keeps what was typed. */
export async function action(args: Route.ActionArgs) {
  const opened = await openSection(args);
  if (opened.state !== "ready") {
    const error =
      opened.state === "no-draft" ? editorMessages.noDraft : editorMessages.unknownSection;
    return data({ result: undefined, stale: false, error }, 404);
  }
  const { request, context } = args;
  const { section, target, facts } = opened;
  const submission = parseSectionForm(section, await request.formData(), facts);
  if (submission.status !== "success") {
    return data(
      { result: submission.reply(), stale: false, error: null },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }
  const { basedOnVersion, formToken } = submission.value as {
    basedOnVersion: number;
    formToken?: string;
  };
  const saved = await saveEventFacts(context.get(databaseContext), {
    target,
    changes: sectionChanges(section, submission.value, facts),
    basedOnVersion,
    formToken,
    actor: context.get(adminUserContext).email,
  }).catch((error: unknown) => {
    reportError(`Erro ao salvar os dados do evento (${section}):`, error);
    return { ok: false as const, reason: "failed" as const, message: "erro interno do servidor" };
  });
  if (!saved.ok) {
    const stale = saved.reason === "stale";
    return data(
      {
        result: submission.reply({
          formErrors: [stale ? editorMessages.stale : editorMessages.saveError(saved.message)],
        }),
        stale,
        error: null,
      },
      { status: refusedStatus[saved.reason] },
    );
  }
  // The editor's own address: the request may be the page's single-fetch `.data` URL.
  const path = `/admin/event/${section}${target === "draft" ? "?edicao=rascunho" : ""}`;
  return redirectWithToast(context.get(configContext), request, path, editorMessages.saved);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "ready") return <SectionEditorMissing reason={loaderData.state} />;
  return (
    <>
      {actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
      <SectionEditorPage
        section={loaderData.section}
        target={loaderData.target}
        facts={loaderData.facts}
        version={loaderData.version}
        formToken={loaderData.formToken}
        lastResult={actionData?.result}
        stale={actionData?.stale === true}
      />
    </>
  );
}
