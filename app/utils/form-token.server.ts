import { eq, lt, sql } from "drizzle-orm";
import { formTokens } from "~/db/schema";
import type { Transaction } from "~/db/versioned-snapshots.server";
import { formTokenMessages } from "~/lib/form-token";
import type { z } from "~/lib/zod";

/** A token is kept this long; a form older than that is deduplicated no more. */
const KEPT_FOR = sql`interval '1 day'`;

/** A fresh token for a create form, rendered by its loader. */
export const newFormToken = () => crypto.randomUUID();

/** The token was used already, but not by this kind of form (or its first use left no outcome). */
export class FormTokenReusedError extends Error {
  constructor() {
    super(formTokenMessages.reused);
  }
}

/** The first use of `token` is `fresh`; a later one (concurrent: ordered by the key) gets its outcome. */
export async function claimFormToken<T>(
  tx: Transaction,
  scope: string,
  token: string,
  outcomeSchema: z.ZodType<T>,
): Promise<{ fresh: true } | { fresh: false; outcome: T }> {
  await tx.delete(formTokens).where(lt(formTokens.createdAt, sql`now() - ${KEPT_FOR}`));
  const [claimed] = await tx
    .insert(formTokens)
    .values({ token, scope })
    .onConflictDoNothing()
    .returning({ token: formTokens.token });
  if (claimed) return { fresh: true };
  const [row] = await tx
    .select({ scope: formTokens.scope, outcome: formTokens.outcome })
    .from(formTokens)
    .where(eq(formTokens.token, token));
  const outcome = outcomeSchema.safeParse(row?.outcome);
  if (row?.scope !== scope || !outcome.success) throw new FormTokenReusedError();
  return { fresh: false, outcome: outcome.data };
}

/** Stores what the first use of `token` answered, for the next use to answer the same. */
export async function settleFormToken(
  tx: Transaction,
  token: string,
  outcome: Record<string, unknown>,
) {
  await tx.update(formTokens).set({ outcome }).where(eq(formTokens.token, token));
}

/** Frees `token` when its use was refused (nothing created): the form may be sent again. */
export async function releaseFormToken(tx: Transaction, token: string) {
  await tx.delete(formTokens).where(eq(formTokens.token, token));
}
