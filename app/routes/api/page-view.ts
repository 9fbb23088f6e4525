import { data } from "react-router";
import { databaseContext } from "~/context";
import { pageViews } from "~/db/schema";
import { z } from "~/lib/zod";
import type { Route } from "./+types/page-view";

const pageViewSchema = z.object({
  path: z.string().trim().min(1).max(500).startsWith("/"),
  title: z.string().trim().max(300),
});

/** First-party page views posted on route changes; the server checked their origin and size. */
export async function action({ request, context }: Route.ActionArgs) {
  // No JSON text parses to `undefined`.
  const json: unknown = await request.json().catch(() => undefined);
  if (json === undefined) return data({ error: "JSON inválido." }, { status: 400 });
  const parsed = pageViewSchema.safeParse(json);
  if (!parsed.success) return data({ error: "Dados inválidos." }, { status: 400 });
  await context.get(databaseContext).insert(pageViews).values(parsed.data);
  return new Response(null, { status: 204 });
}
