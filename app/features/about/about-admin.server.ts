import { parseWithZod } from "@conform-to/zod/v4";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { data, redirect, type RouterContextProvider } from "react-router";
import { defaultAbout } from "~/content/default-about";
import { configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { aboutCongress } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { serializeFlash } from "~/features/auth/flash.server";
import { adminUserContext } from "~/features/auth/session.server";
import { type AboutEditorInput, aboutEditorSchema, aboutMessages } from "./about-editor-schema";
import type { AboutCongress } from "./about-schema";

/** The block as the editor starts from it: the stored row, the defaults, or the read's error. */
export async function loadAboutForEditor(
  db: Database,
): Promise<{ about: AboutCongress; loadError: string | null }> {
  try {
    const [row] = await db
      .select({
        title: aboutCongress.title,
        edition: aboutCongress.edition,
        paragraphs: aboutCongress.paragraphs,
        professionals: aboutCongress.professionals,
      })
      .from(aboutCongress)
      .limit(1);
    return { about: row ?? defaultAbout, loadError: null };
  } catch (error) {
    console.error("Erro ao carregar dados:", error);
    return { about: defaultAbout, loadError: aboutMessages.loadError("erro interno do servidor") };
  }
}

/** Upserts the single row (id 1) and records who saved it. */
export async function saveAbout(db: Database, actor: string, input: AboutEditorInput) {
  const values = {
    id: 1,
    title: input.title,
    edition: input.edition,
    paragraphs: input.paragraphs,
    professionals: input.professionals.map((professional) => ({
      ...professional,
      id: professional.id || randomUUID(),
    })),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(aboutCongress)
      .values(values)
      .onConflictDoUpdate({
        target: aboutCongress.id,
        set: { ...values, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actor,
      action: "about.update",
      entity: "about_congress",
      entityId: "1",
      details: {
        title: values.title,
        paragraphs: values.paragraphs.length,
        professionals: values.professionals.length,
      },
    });
  });
}

/** The about editor's action; conform's list intents (add/remove) are answered without saving. */
export async function aboutAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const admin = context.get(adminUserContext);
  const submission = parseWithZod(await request.formData(), { schema: aboutEditorSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply() },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }
  try {
    await saveAbout(context.get(databaseContext), admin.email, submission.value);
  } catch (error) {
    console.error("Erro ao salvar:", error);
    return data(
      {
        result: submission.reply({
          formErrors: [aboutMessages.saveError("erro interno do servidor")],
        }),
      },
      { status: 500 },
    );
  }
  const flash = await serializeFlash(context.get(configContext), {
    type: "success",
    message: aboutMessages.saved,
  });
  return redirect("/admin/about-congress", { headers: { "Set-Cookie": flash } });
}
