import { data, redirect, type RouterContextProvider } from "react-router";
import { configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { sponsors } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { serializeFlash } from "~/features/auth/flash.server";
import { adminUserContext } from "~/features/auth/session.server";
import { type SponsorInput, sponsorMessages, sponsorsListSchema } from "./sponsor-editor-schema";

/** Replaces the whole list in one transaction (DESIGN §7.2): visitors never see half of it. */
export async function replaceSponsors(db: Database, actor: string, list: SponsorInput[]) {
  await db.transaction(async (tx) => {
    await tx.delete(sponsors);
    if (list.length > 0) {
      await tx.insert(sponsors).values(
        list.map((sponsor, position) => ({
          name: sponsor.name,
          logo: sponsor.logo,
          customClass: sponsor.customClass ?? null,
          position,
        })),
      );
    }
    await recordAudit(tx, {
      actor,
      action: "sponsors.replace",
      entity: "sponsors",
      details: { count: list.length, names: list.map((sponsor) => sponsor.name) },
    });
  });
}

/** The sponsors page's action: `sponsors` is the list as JSON, validated again here. */
export async function sponsorsAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const admin = context.get(adminUserContext);
  const formData = await request.formData();
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(formData.get("sponsors") ?? ""));
  } catch {
    parsed = undefined;
  }
  const result = sponsorsListSchema.safeParse(parsed);
  if (!result.success) {
    return data({ error: sponsorMessages.saveError(sponsorMessages.invalid) }, { status: 400 });
  }
  try {
    await replaceSponsors(context.get(databaseContext), admin.email, result.data);
  } catch (error) {
    console.error("Erro ao salvar patrocinadores", error);
    return data({ error: sponsorMessages.saveError("erro interno do servidor") }, { status: 500 });
  }
  const flash = await serializeFlash(context.get(configContext), {
    type: "success",
    message: sponsorMessages.saved,
  });
  return redirect("/admin/sponsors", { headers: { "Set-Cookie": flash } });
}
