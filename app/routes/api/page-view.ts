import { data } from "react-router";
import { databaseContext } from "~/context";
import { pageViewSchema, recordPageView } from "~/features/page-views/page-views.server";
import type { Route } from "./+types/page-view";

/** First-party page views posted on route changes; the server checked their origin and size. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Método não permitido." }, { status: 405 });
  let json: unknown;
  try {
    json = JSON.parse(await request.text());
  } catch {
    return data({ error: "JSON inválido." }, { status: 400 });
  }
  const parsed = pageViewSchema.safeParse(json);
  if (!parsed.success) return data({ error: "Dados inválidos." }, { status: 400 });
  await recordPageView(context.get(databaseContext), parsed.data);
  return new Response(null, { status: 204 });
}
