import { z } from "~/lib/zod";
import { formTokenSchema } from "~/lib/form-token";
import { formatInZone } from "~/lib/time-zone";
import { FormTokenReusedError, newFormToken } from "~/utils/form-token.server";
import type { Database } from "~/db/client.server";
import { defaultProgramme } from "~/content/default-programme";
import { type Programme } from "~/content/programme-schema";
import { getCurrentProgramme } from "./programme.server";
import { summarizeVersion } from "./programme-diff";
import { versionMessages } from "./versions-messages";
import {
  type VersionResult,
  deleteVersion,
  listVersionHistory,
  restoreVersion,
  saveProgrammeVersion,
} from "./versions.server";
import { reportError } from "~/utils/logger.server";

/** The editor's working copy base and history; dates formatted here so server and browser agree. */
export async function loadProgrammeEditor(db: Database, timeZone: string) {
  try {
    const history = await listVersionHistory(db);
    const savedAt = (date: Date) => formatInZone(date, timeZone, "dateTimeSeconds");
    const newest = history[0];
    const programme: Programme =
      newest?.programme ?? (newest ? await getCurrentProgramme(db) : defaultProgramme);
    return {
      current: { version: newest?.version ?? null, programme },
      versions: history.map((v, index) => {
        const older = history[index + 1];
        // Against an unreadable version nothing can be said.
        const changes =
          v.programme && (!older || older.programme)
            ? summarizeVersion(older?.programme ?? null, v.programme)
            : null;
        const from = v.restoredFromVersion;
        const source = history.find((other) => other.version === from)?.createdAt;
        const restored =
          from === null ? null : versionMessages.restoredFrom(savedAt(source ?? new Date(from)));
        return {
          id: v.id,
          version: v.version,
          savedAt: savedAt(v.createdAt),
          createdBy: v.createdBy ?? "sistema",
          // What it changed against the one before, and what a restore brought back.
          summary: [restored, changes].filter((part) => part !== null).join(" · "),
        };
      }),
      loadError: null,
      formToken: newFormToken(),
    };
  } catch (error) {
    reportError("Erro ao carregar versões:", error);
    return {
      current: { version: null, programme: defaultProgramme },
      versions: [],
      loadError: "Erro inesperado ao carregar versões",
      formToken: newFormToken(),
    };
  }
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    // A whole programme is some tens of kB; far above that is not an edit.
    programme: z.string().max(2_000_000),
    basedOnVersion: z.string().regex(/^\d*$/),
    formToken: formTokenSchema,
  }),
  z.object({ intent: z.enum(["restore", "delete"]), id: z.string().max(100) }),
]);

export type EditorActionResult = Awaited<ReturnType<typeof handleEditorAction>>["result"];

const outcomes = {
  save: { done: versionMessages.saved, failed: versionMessages.saveError },
  restore: { done: versionMessages.restored, failed: versionMessages.restoreError },
  delete: { done: versionMessages.deleted, failed: versionMessages.deleteError },
};

/** The editor's writes (save, restore, delete), with the spec's messages and an HTTP status. */
export async function handleEditorAction(db: Database, actor: string, formData: FormData) {
  const parsed = actionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return { result: { intent: null, ok: false, message: "Requisição inválida." }, status: 400 };
  }
  const input = parsed.data;
  const { intent } = input;
  const { done, failed } = outcomes[intent];
  const fail = (message: string, status: number, stale?: boolean) => ({
    result: { intent, ok: false, message, ...(stale !== undefined && { stale }) },
    status,
  });
  try {
    let result: VersionResult;
    if (input.intent === "save") {
      let programme: unknown;
      try {
        programme = JSON.parse(input.programme);
      } catch {
        return fail(failed(versionMessages.invalid), 400);
      }
      result = await saveProgrammeVersion(db, {
        programme,
        basedOnVersion: input.basedOnVersion === "" ? null : Number(input.basedOnVersion),
        actor,
        formToken: input.formToken,
      });
    } else {
      const write = input.intent === "restore" ? restoreVersion : deleteVersion;
      result = await write(db, input.id, actor);
    }
    if (result.ok) return { result: { intent, ok: true, message: done }, status: 200 };
    // Only a refused save says whether it was stale ('Recarregar').
    const stale = intent === "save" ? result.reason === "stale" : undefined;
    return fail(
      failed(result.message),
      result.reason === "stale" ? 409 : result.reason === "not-found" ? 404 : 400,
      stale,
    );
  } catch (error) {
    if (error instanceof FormTokenReusedError) return fail(failed(error.message), 409);
    reportError("Erro ao gravar a programação:", error);
    return fail(
      intent === "save" ? versionMessages.saveUnexpected : failed("erro inesperado"),
      500,
    );
  }
}
