import { parseWithZod } from "@conform-to/zod/v4";
import { eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { data, type ActionFunctionArgs } from "react-router";
import { defaultAbout } from "~/content/default-about";
import { adminUserContext, configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { aboutCongress } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import { redirectWithToast } from "~/utils/flash.server";
import { type AboutEditorInput, aboutEditorSchema, aboutMessages } from "./about-editor-schema";
import { readAbout } from "./about.server";
import { reportError } from "~/utils/logger.server";

/** The block the editor starts from, with its revision (0: no row yet), or the read's error. */
export async function loadAboutForEditor(db: Database) {
  const stored = await readAbout(db);
  if (stored) return { ...stored, loadError: null };
  const loadError = aboutMessages.loadError("erro interno do servidor");
  return { about: defaultAbout, revision: 0, loadError };
}

/** Saves the single row unless saved since `revision`: one upsert checks and writes, under the row lock. */
export async function saveAbout(
  db: Database,
  actor: string,
  { revision, ...about }: AboutEditorInput,
) {
  const values = {
    ...about,
    id: 1,
    professionals: about.professionals.map((professional) => ({
      ...professional,
      id: professional.id || randomUUID(),
    })),
  };
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(aboutCongress)
      .values({ ...values, revision: revision + 1 })
      .onConflictDoUpdate({
        target: aboutCongress.id,
        set: {
          ...values,
          revision: sql`${aboutCongress.revision} + 1`,
          updatedAt: sql`now()`,
        },
        setWhere: eq(aboutCongress.revision, revision),
      })
      .returning({ revision: aboutCongress.revision });
    if (!saved) return { ok: false as const, reason: "stale" as const };
    await recordAudit(tx, {
      actor,
      action: "about.update",
      entity: "about_congress",
      entityId: "1",
      details: {
        title: values.title,
        paragraphs: values.paragraphs.length,
        professionals: values.professionals.length,
        revision: saved.revision,
        baseRevision: revision,
      },
    });
    return { ok: true as const, revision: saved.revision };
  });
}

/** The about editor's action; conform's list intents (add/remove) are answered without saving. */
export async function aboutAction({
  request,
  context,
}: Pick<ActionFunctionArgs, "request" | "context">) {
  const admin = context.get(adminUserContext);
  const submission = parseWithZod(await request.formData(), { schema: aboutEditorSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply(), stale: false },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }
  // A refusal replies with every value typed, so nothing is lost while the organiser reloads.
  const refused = (cause: string, stale: boolean, status: number) =>
    data(
      { result: submission.reply({ formErrors: [aboutMessages.saveError(cause)] }), stale },
      { status },
    );
  const db = context.get(databaseContext);
  const saved = await saveAbout(db, admin.email, submission.value).catch((error: unknown) => {
    reportError("Erro ao salvar:", error);
    return null;
  });
  if (!saved) return refused("erro interno do servidor", false, 500);
  if (!saved.ok) return refused(aboutMessages.stale, true, 409);
  return redirectWithToast(
    context.get(configContext),
    request,
    "/admin/about-congress",
    aboutMessages.saved,
  );
}
