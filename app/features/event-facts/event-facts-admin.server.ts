import { data, redirect, type RouterContextProvider } from "react-router";
import { adminUserContext, configContext, databaseContext } from "~/context";
import { serializeFlash } from "~/utils/flash.server";
import { newFormToken } from "~/utils/form-token.server";
import { isSectionSlug, parseSectionForm, sectionChanges } from "./editor-schemas";
import { loadEventFactsForEditor, saveEventFacts } from "./event-facts.server";
import { editorMessages } from "./section-editor-messages";
import { reportError } from "~/utils/logger.server";

interface SectionRouteArgs {
  request: Request;
  params: { section?: string };
  context: Readonly<RouterContextProvider>;
}

/** The section and the facts it edits (`?edicao=rascunho`: the draft's), or why there are none. */
async function openSection({ request, params, context }: SectionRouteArgs) {
  const section = params.section;
  if (!isSectionSlug(section)) return { state: "unknown-section" as const };
  const draft = new URL(request.url).searchParams.get("edicao") === "rascunho";
  const target = draft ? ("draft" as const) : ("current" as const);
  const loaded = await loadEventFactsForEditor(context.get(databaseContext), target);
  if (!loaded) return { state: "no-draft" as const, section };
  return { state: "ready" as const, section, target, ...loaded };
}

/** A section editor's page with a fresh form token; a 404 with its reason when there is none. */
export async function sectionEditorLoader(args: SectionRouteArgs) {
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
export async function sectionEditorAction(args: SectionRouteArgs) {
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
  const flash = await serializeFlash(
    context.get(configContext),
    { type: "success", message: editorMessages.saved },
    request,
  );
  // The editor's own address: the request may be the page's single-fetch `.data` URL.
  const path = `/admin/event/${section}${target === "draft" ? "?edicao=rascunho" : ""}`;
  return redirect(path, { headers: { "Set-Cookie": flash } });
}
