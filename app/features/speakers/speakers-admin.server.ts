import { parseWithZod } from "@conform-to/zod/v4";
import { eq, sql } from "drizzle-orm";
import { data, redirect, type RouterContextProvider } from "react-router";
import { configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { speakers } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { serializeFlash } from "~/features/auth/flash.server";
import { adminUserContext } from "~/features/auth/session.server";
import {
  type SpeakerInput,
  speakerDeleteSchema,
  speakerEditorSchema,
  speakerMessages,
} from "./speaker-editor-schema";

export class SpeakerNotFoundError extends Error {}

/** Creates (no id) or updates a speaker and records who did it; returns the speaker's id. */
export async function saveSpeaker(db: Database, actor: string, input: SpeakerInput) {
  const values = {
    name: input.name,
    role: input.role,
    bio: input.bio,
    imageUrl: input.imageUrl || null,
  };
  return db.transaction(async (tx) => {
    if (input.id) {
      const updated = await tx
        .update(speakers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(speakers.id, input.id))
        .returning({ id: speakers.id });
      if (updated.length === 0) throw new SpeakerNotFoundError(speakerMessages.notFound);
      await recordAudit(tx, {
        actor,
        action: "speaker.update",
        entity: "speaker",
        entityId: input.id,
        details: { name: values.name },
      });
      return input.id;
    }
    const [created] = await tx.insert(speakers).values(values).returning({ id: speakers.id });
    await recordAudit(tx, {
      actor,
      action: "speaker.create",
      entity: "speaker",
      entityId: created!.id,
      details: { name: values.name },
    });
    return created!.id;
  });
}

export async function deleteSpeaker(db: Database, actor: string, id: string) {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(speakers)
      .where(eq(speakers.id, id))
      .returning({ name: speakers.name });
    if (!removed) throw new SpeakerNotFoundError(speakerMessages.notFound);
    await recordAudit(tx, {
      actor,
      action: "speaker.delete",
      entity: "speaker",
      entityId: id,
      details: { name: removed.name },
    });
  });
}

/** The speaker being edited, when `?editar=<id>` names one. */
export async function findSpeaker(db: Database, id: string | null) {
  if (!id || !speakerDeleteSchema.safeParse({ id }).success) return null;
  const [row] = await db
    .select({
      id: speakers.id,
      name: speakers.name,
      role: speakers.role,
      bio: speakers.bio,
      imageUrl: speakers.imageUrl,
    })
    .from(speakers)
    .where(eq(speakers.id, id));
  return row ?? null;
}

const causeOf = (error: unknown) =>
  error instanceof SpeakerNotFoundError ? error.message : "erro interno do servidor";

/**
 * The speakers page's action (`intent` = save | delete). The layout's middleware has checked
 * the session already; success redirects to the list with a toast.
 */
export async function speakersAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const admin = context.get(adminUserContext);
  const db = context.get(databaseContext);
  const config = context.get(configContext);
  const formData = await request.formData();
  const succeed = async (message: string) =>
    redirect("/admin/speakers", {
      headers: { "Set-Cookie": await serializeFlash(config, { type: "success", message }) },
    });

  if (formData.get("intent") === "delete") {
    const submission = parseWithZod(formData, { schema: speakerDeleteSchema });
    if (submission.status !== "success") {
      return data(
        { intent: "delete" as const, error: speakerMessages.deleteError(speakerMessages.notFound) },
        { status: 400 },
      );
    }
    try {
      await deleteSpeaker(db, admin.email, submission.value.id);
    } catch (error) {
      if (!(error instanceof SpeakerNotFoundError)) console.error("Erro ao remover", error);
      return data(
        { intent: "delete" as const, error: speakerMessages.deleteError(causeOf(error)) },
        { status: error instanceof SpeakerNotFoundError ? 404 : 500 },
      );
    }
    return succeed(speakerMessages.deleted);
  }

  const submission = parseWithZod(formData, { schema: speakerEditorSchema });
  if (submission.status !== "success") {
    return data({ intent: "save" as const, result: submission.reply() }, { status: 400 });
  }
  try {
    await saveSpeaker(db, admin.email, submission.value);
  } catch (error) {
    if (!(error instanceof SpeakerNotFoundError)) console.error("Erro ao salvar", error);
    return data(
      {
        intent: "save" as const,
        result: submission.reply({ formErrors: [speakerMessages.saveError(causeOf(error))] }),
      },
      { status: error instanceof SpeakerNotFoundError ? 404 : 500 },
    );
  }
  return succeed(speakerMessages.saved);
}
