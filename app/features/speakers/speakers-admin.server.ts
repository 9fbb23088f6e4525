import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, sql } from "drizzle-orm";
import { data, type ActionFunctionArgs } from "react-router";
import { adminUserContext, configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { speakers } from "~/db/schema";
import { type Transaction, withFormToken } from "~/db/versioned-snapshots.server";
import { z } from "~/lib/zod";
import { recordAudit } from "~/utils/audit.server";
import { redirectWithToast } from "~/utils/flash.server";
import { FormTokenReusedError } from "~/utils/form-token.server";
import { reportError } from "~/utils/logger.server";
import {
  speakerDeleteSchema,
  speakerEditorSchema,
  speakerMessages,
  type SpeakerInput,
} from "./speaker-editor-schema";
import { speakerColumns } from "./speakers.server";

export class SpeakerNotFoundError extends Error {}

/** Someone changed the speaker since the revision the form or list was loaded at. */
export class SpeakerStaleError extends Error {
  constructor() {
    super(speakerMessages.stale);
  }
}

/** Why a write guarded by `id` and `revision` matched no row: the speaker is gone, or newer. */
async function refusal(tx: Transaction, id: string) {
  const [row] = await tx.select({ id: speakers.id }).from(speakers).where(eq(speakers.id, id));
  return row ? new SpeakerStaleError() : new SpeakerNotFoundError(speakerMessages.notFound);
}

const audit = (tx: Transaction, actor: string, verb: string, entityId: string, name: string) =>
  recordAudit(tx, {
    actor,
    action: `speaker.${verb}`,
    entity: "speaker",
    entityId,
    details: { name },
  });

const createdOutcome = z.object({ id: z.uuid() });

/** Creates (once per form token) or updates a speaker; the UPDATE checks and bumps the revision itself. */
export async function saveSpeaker(
  db: Database,
  actor: string,
  { id, revision, formToken, ...fields }: SpeakerInput,
) {
  const values = { ...fields, imageUrl: fields.imageUrl || null };
  return db.transaction(async (tx) => {
    if (id) {
      // The schema requires it with an id; without one the edit cannot be checked.
      if (revision === undefined) throw new SpeakerStaleError();
      const updated = await tx
        .update(speakers)
        .set({ ...values, revision: sql`${speakers.revision} + 1`, updatedAt: sql`now()` })
        .where(and(eq(speakers.id, id), eq(speakers.revision, revision)))
        .returning({ id: speakers.id });
      if (updated.length === 0) throw await refusal(tx, id);
      await audit(tx, actor, "update", id, values.name);
      return id;
    }
    const created = await withFormToken(
      tx,
      "speaker.create",
      formToken,
      createdOutcome,
      async () => {
        const [row] = await tx.insert(speakers).values(values).returning({ id: speakers.id });
        await audit(tx, actor, "create", row!.id, values.name);
        return { ok: true as const, id: row!.id };
      },
    );
    return created.id;
  });
}

/** Removes a speaker as it was at `revision` (the one the list showed). */
export async function deleteSpeaker(db: Database, actor: string, id: string, revision: number) {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(speakers)
      .where(and(eq(speakers.id, id), eq(speakers.revision, revision)))
      .returning({ name: speakers.name });
    if (!removed) throw await refusal(tx, id);
    await audit(tx, actor, "delete", id, removed.name);
  });
}

/** The speaker being edited, when `?editar=<id>` names one. */
export async function findSpeaker(db: Database, id: string | null) {
  if (!id || !z.uuid().safeParse(id).success) return null;
  const [row] = await db.select(speakerColumns).from(speakers).where(eq(speakers.id, id));
  return row ?? null;
}

/** A refusal as the organiser reads it; anything unexpected is reported and named an internal error. */
function refusalOf(error: unknown, report: string) {
  const expected =
    error instanceof SpeakerNotFoundError ||
    error instanceof SpeakerStaleError ||
    error instanceof FormTokenReusedError;
  if (!expected) reportError(report, error);
  return {
    cause: expected ? error.message : "erro interno do servidor",
    status: error instanceof SpeakerNotFoundError ? 404 : expected ? 409 : 500,
    stale: error instanceof SpeakerStaleError,
  };
}

/** The speakers page's action (`intent` = save | delete); success redirects with a toast. */
export async function speakersAction({
  request,
  context,
}: Pick<ActionFunctionArgs, "request" | "context">) {
  const actor = context.get(adminUserContext).email;
  const db = context.get(databaseContext);
  const formData = await request.formData();
  // After a save the editor shows that speaker at its new revision, so saving again updates it.
  const succeed = (message: string, savedId?: string) =>
    redirectWithToast(
      context.get(configContext),
      request,
      savedId ? `/admin/speakers?editar=${savedId}` : "/admin/speakers",
      message,
    );

  if (formData.get("intent") === "delete") {
    const deleteFailed = ({ cause, status, stale }: ReturnType<typeof refusalOf>) =>
      data(
        { intent: "delete" as const, error: speakerMessages.deleteError(cause), stale },
        { status },
      );
    const submission = parseWithZod(formData, { schema: speakerDeleteSchema });
    if (submission.status !== "success") {
      return deleteFailed({ cause: speakerMessages.notFound, status: 400, stale: false });
    }
    try {
      await deleteSpeaker(db, actor, submission.value.id, submission.value.revision);
    } catch (error) {
      return deleteFailed(refusalOf(error, "Erro ao remover"));
    }
    return succeed(speakerMessages.deleted);
  }

  const submission = parseWithZod(formData, { schema: speakerEditorSchema });
  if (submission.status !== "success") {
    return data(
      { intent: "save" as const, result: submission.reply(), stale: false },
      { status: 400 },
    );
  }
  let savedId: string;
  try {
    savedId = await saveSpeaker(db, actor, submission.value);
  } catch (error) {
    const { cause, status, stale } = refusalOf(error, "Erro ao salvar");
    // The reply keeps every value typed, so nothing is lost while the organiser reloads.
    return data(
      {
        intent: "save" as const,
        result: submission.reply({ formErrors: [speakerMessages.saveError(cause)] }),
        stale,
      },
      { status },
    );
  }
  return succeed(speakerMessages.saved, savedId);
}
