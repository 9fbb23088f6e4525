import { parseWithZod } from "@conform-to/zod/v4";
import { eq, sql } from "drizzle-orm";
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminUserContext, configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { contentRevisions, sponsors } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import { serializeFlash } from "~/utils/flash.server";
import {
  FormTokenReusedError,
  claimFormToken,
  newFormToken,
  releaseFormToken,
  settleFormToken,
} from "~/utils/form-token.server";
import { z } from "~/lib/zod";
import { type SponsorInput, sponsorMessages, sponsorsSaveSchema } from "./sponsor-editor-schema";
import { selectSponsors } from "./sponsors.server";
import { reportError } from "~/utils/logger.server";

/** The `content_revisions` row that counts the saves of the sponsors' list. */
const ENTITY = "sponsors";

export type ReplaceResult = { ok: true; revision: number } | { ok: false; reason: "stale" };

/**
 * The list as the editor starts from it, with the revision it belongs to (0 before the first
 * save). The revision is read first: a save landing between the two reads pairs an older
 * revision with a newer list, which refuses the next save (safe), never the other way round.
 */
export async function loadSponsorsEditor(db: Database) {
  const [row] = await db
    .select({ revision: contentRevisions.revision })
    .from(contentRevisions)
    .where(eq(contentRevisions.entity, ENTITY));
  return {
    sponsors: await selectSponsors(db),
    revision: row?.revision ?? 0,
    formToken: newFormToken(),
  };
}

const savedOutcome = z.object({ revision: z.number().int() });

/**
 * Replaces the whole list in one transaction (DESIGN §7.2): visitors never see half of it.
 * `baseRevision` is the revision the editor started from: the revision row is bumped first,
 * only while it still holds that value, so a concurrent save from the same base waits on the
 * row's lock and then matches nothing — refused as stale, on PostgreSQL as on PGlite. The same
 * save sent again with its `formToken` changes nothing and answers as the first did.
 */
export async function replaceSponsors(
  db: Database,
  actor: string,
  list: SponsorInput[],
  baseRevision: number,
  formToken?: string,
): Promise<ReplaceResult> {
  return db.transaction(async (tx) => {
    if (formToken) {
      const claim = await claimFormToken(tx, "sponsors.replace", formToken, savedOutcome);
      if (!claim.fresh) return { ok: true, revision: claim.outcome.revision };
    }
    const [bumped] = await tx
      .insert(contentRevisions)
      // The first save creates the row; no row means revision 0.
      .values({ entity: ENTITY, revision: baseRevision + 1 })
      .onConflictDoUpdate({
        target: contentRevisions.entity,
        set: { revision: sql`${contentRevisions.revision} + 1`, updatedAt: sql`now()` },
        setWhere: eq(contentRevisions.revision, baseRevision),
      })
      .returning({ revision: contentRevisions.revision });
    if (!bumped) {
      if (formToken) await releaseFormToken(tx, formToken);
      return { ok: false, reason: "stale" };
    }

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
      details: {
        count: list.length,
        names: list.map((sponsor) => sponsor.name),
        revision: bumped.revision,
        baseRevision,
      },
    });
    if (formToken) await settleFormToken(tx, formToken, { revision: bumped.revision });
    return { ok: true, revision: bumped.revision };
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
  const invalid = () =>
    data(
      { error: sponsorMessages.saveError(sponsorMessages.invalid), stale: false },
      { status: 400 },
    );
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    // Not a form body at all (or a broken one): a bad request, not a server error.
    return invalid();
  }
  const submission = parseWithZod(formData, { schema: sponsorsSaveSchema });
  if (submission.status !== "success") return invalid();
  const { sponsors: list, revision, formToken } = submission.value;
  let result: ReplaceResult;
  try {
    result = await replaceSponsors(
      context.get(databaseContext),
      admin.email,
      list,
      revision,
      formToken,
    );
  } catch (error) {
    if (error instanceof FormTokenReusedError) {
      return data(
        { error: sponsorMessages.saveError(error.message), stale: false },
        { status: 409 },
      );
    }
    reportError("Erro ao salvar patrocinadores", error);
    return data(
      { error: sponsorMessages.saveError("erro interno do servidor"), stale: false },
      { status: 500 },
    );
  }
  if (!result.ok) {
    return data(
      { error: sponsorMessages.saveError(sponsorMessages.stale), stale: true },
      { status: 409 },
    );
  }
  const flash = await serializeFlash(
    context.get(configContext),
    {
      type: "success",
      message: sponsorMessages.saved,
    },
    request,
  );
  return redirect("/admin/sponsors", { headers: { "Set-Cookie": flash } });
}
