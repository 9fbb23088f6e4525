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

/** `?edicao=rascunho` edits the next edition's draft; anything else the published facts. */
export function targetOf(url: URL): EventFactsTarget {
  return url.searchParams.get("edicao") === "rascunho" ? "draft" : "current";
}

/** The editor's own address (the action's request may be the page's single-fetch `.data` URL). */
export function sectionEditorPath(section: SectionSlug, target: EventFactsTarget) {
  return `/admin/event/${section}${target === "draft" ? "?edicao=rascunho" : ""}`;
}

/**
 * A section editor's page: the facts it starts from, their version and a fresh form token; a
 * 404 with its reason for an unknown section or a draft that does not exist.
 */
export async function sectionEditorLoader({
  request,
  params,
  context,
}: {
  request: Request;
  params: { section?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const section = params.section;
  if (!isSectionSlug(section)) {
    return data({ state: "unknown-section" as const }, { status: 404 });
  }
  const target = targetOf(new URL(request.url));
  const loaded = await loadEventFactsForEditor(context.get(databaseContext), target);
  if (!loaded) return data({ state: "no-draft" as const, section }, { status: 404 });
  return {
    state: "ready" as const,
    section,
    target,
    facts: loaded.facts,
    version: loaded.version,
    formToken: newFormToken(),
  };
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
export async function sectionEditorAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { section?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const admin = context.get(adminUserContext);
  const db = context.get(databaseContext);
  const section = params.section;
  if (!isSectionSlug(section)) {
    return data({ result: undefined, stale: false, error: editorMessages.unknownSection }, 404);
  }
  const url = new URL(request.url);
  const target = targetOf(url);
  const loaded = await loadEventFactsForEditor(db, target);
  if (!loaded) return data({ result: undefined, stale: false, error: editorMessages.noDraft }, 404);

  const submission = parseSectionForm(section, await request.formData(), loaded.facts);
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
    changes: sectionChanges(section, submission.value, loaded.facts),
    basedOnVersion,
    formToken,
    actor: admin.email,
    db,
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
    console.error(`Erro ao salvar os dados do evento (${section}):`, error);
    return {
      ok: false as const,
      reason: "failed" as const,
      message: "erro interno do servidor",
    };
  }
}
