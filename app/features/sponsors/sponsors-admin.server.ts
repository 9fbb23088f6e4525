import { parseWithZod } from "@conform-to/zod/v4";
import { eq, sql } from "drizzle-orm";
import { data, type ActionFunctionArgs } from "react-router";
import { adminUserContext, configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { contentRevisions, sponsors } from "~/db/schema";
import { withFormToken } from "~/db/versioned-snapshots.server";
import { recordAudit } from "~/utils/audit.server";
import { redirectWithToast } from "~/utils/flash.server";
import { FormTokenReusedError, newFormToken } from "~/utils/form-token.server";
import { z } from "~/lib/zod";
import { type SponsorInput, sponsorMessages, sponsorsSaveSchema } from "./sponsor-editor-schema";
import { selectSponsors } from "./sponsors.server";
import { reportError } from "~/utils/logger.server";

/** The `content_revisions` row that counts the saves of the sponsors' list. */
const ENTITY = "sponsors";

/** The list and its revision (0 before any save), read first: a save in between only makes ours stale. */
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

/** Replaces the list at once, once per token; of two saves from one base the second is stale. */
export async function replaceSponsors(
  db: Database,
  actor: string,
  list: SponsorInput[],
  baseRevision: number,
  formToken?: string,
) {
  return db.transaction((tx) =>
    withFormToken(tx, "sponsors.replace", formToken, savedOutcome, async () => {
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
      if (!bumped) return { ok: false as const, reason: "stale" as const };

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
      return { ok: true as const, revision: bumped.revision };
    }),
  );
}

/** The sponsors page's action: `sponsors` is the list as JSON, validated again here. */
export async function sponsorsAction({
  request,
  context,
}: Pick<ActionFunctionArgs, "request" | "context">) {
  const actor = context.get(adminUserContext).email;
  const failed = (cause: string, status: number, stale = false) =>
    data({ error: sponsorMessages.saveError(cause), stale }, { status });
  // Not a form body at all (or a broken one): a bad request, not a server error.
  const formData = await request.formData().catch(() => null);
  const submission = formData && parseWithZod(formData, { schema: sponsorsSaveSchema });
  if (submission?.status !== "success") return failed(sponsorMessages.invalid, 400);
  const { sponsors: list, revision, formToken } = submission.value;
  try {
    const db = context.get(databaseContext);
    const result = await replaceSponsors(db, actor, list, revision, formToken);
    if (!result.ok) return failed(sponsorMessages.stale, 409, true);
  } catch (error) {
    if (error instanceof FormTokenReusedError) return failed(error.message, 409);
    reportError("Erro ao salvar patrocinadores", error);
    return failed("erro interno do servidor", 500);
  }
  return redirectWithToast(
    context.get(configContext),
    request,
    "/admin/sponsors",
    sponsorMessages.saved,
  );
}
