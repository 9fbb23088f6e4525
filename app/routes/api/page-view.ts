import { data } from "react-router";
import { databaseContext } from "~/context";
import { pageViewSchema, recordPageView } from "~/features/page-views/page-views.server";
import type { Route } from "./+types/page-view";

/** First-party page views (DESIGN §7.5): `{ path, title }` posted by the browser on each route change. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Método não permitido." }, { status: 405 });
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(request.url).origin) {
    return data({ error: "Origem não permitida." }, { status: 403 });
  }
  const body = await request.text().catch(() => "");
  if (body.length > 2000) return data({ error: "Requisição grande demais." }, { status: 413 });
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return data({ error: "JSON inválido." }, { status: 400 });
  }
  const parsed = pageViewSchema.safeParse(json);
  if (!parsed.success) return data({ error: "Dados inválidos." }, { status: 400 });
  await recordPageView(context.get(databaseContext), parsed.data);
  return new Response(null, { status: 204 });
}
