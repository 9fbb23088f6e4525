import { data, redirect, type RouterContextProvider } from "react-router";
import { adminUserContext, configContext, databaseContext } from "~/context";
import { serializeFlash } from "~/utils/flash.server";
import { newFormToken } from "~/utils/form-token.server";
import {
  type SectionSlug,
  isSectionSlug,
  parseSectionForm,
  sectionChanges,
} from "./editor-schemas";
import {
  type EventFactsTarget,
  loadEventFactsForEditor,
  saveEventFacts,
} from "./event-facts.server";
import { editorMessages } from "./section-editor-messages";
import { reportError } from "~/utils/logger.server";

/** `?edicao=rascunho` edits the next edition's draft; anything else the published facts. */
export function targetOf(url: URL): EventFactsTarget {
  return url.searchParams.get("edicao") === "rascunho" ? "draft" : "current";
}

/** The editor's own address (the action's request may be the page's single-fetch `.data` URL). */
export function sectionEditorPath(section: SectionSlug, target: EventFactsTarget) {
  return `/admin/event/${section}${target === "draft" ? "?edicao=rascunho" : ""}`;
}

/** What a section editor's loader and action get from the route. */
interface SectionRouteArgs {
  request: Request;
  params: { section?: string };
  context: Readonly<RouterContextProvider>;
}

/** The section and the facts it edits, or why there are none. */
async function openSection({ request, params, context }: SectionRouteArgs) {
  const section = params.section;
  if (!isSectionSlug(section)) return { state: "unknown-section" as const };
  const target = targetOf(new URL(request.url));
  const loaded = await loadEventFactsForEditor(context.get(databaseContext), target);
  if (!loaded) return { state: "no-draft" as const, section };
  return { state: "ready" as const, section, target, ...loaded };
}

/**
 * A section editor's page: the facts it starts from, their version and a fresh form token; a
 * 404 with its reason for an unknown section or a draft that does not exist.
 */
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

/**
 * A section editor's save: the section's form checked again here, its collections handed to
 * saveEventFacts with the version the form was loaded at. conform's list intents (add, remove,
 * move) are answered without saving, so they work without JavaScript. A refused save keeps
 * everything typed.
 */
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
  const saved = await saveSection(section, {
    target,
    changes: sectionChanges(section, submission.value, facts),
    basedOnVersion,
    formToken,
    actor: context.get(adminUserContext).email,
    db: context.get(databaseContext),
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
  return redirect(sectionEditorPath(section, target), { headers: { "Set-Cookie": flash } });
}

/** The save, with a failure of the database told as a refusal rather than a crash. */
async function saveSection(
  section: SectionSlug,
  {
    db,
    ...input
  }: Parameters<typeof saveEventFacts>[1] & { db: Parameters<typeof saveEventFacts>[0] },
) {
  try {
    return await saveEventFacts(db, input);
  } catch (error) {
    reportError(`Erro ao salvar os dados do evento (${section}):`, error);
    return {
      ok: false as const,
      reason: "failed" as const,
      message: "erro interno do servidor",
    };
  }
}
