import { configContext, databaseContext } from "~/context";
import { getEventFacts } from "~/features/event-facts/event-facts.server";
import { listProgrammeSessions } from "~/features/programme/programme-sessions";
import { getCurrentProgramme } from "~/features/programme/programme.server";
import { lastSaves } from "~/features/seo/last-saves.server";
import { sitemapEntries, sitemapSessionPaths, sitemapXml } from "~/features/seo/sitemap";
import { siteOrigin } from "~/lib/site-origin";
import type { Route } from "./+types/sitemap-xml";

/** Every public page and session page; published like a page, so saved once per content change. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const [programme, saves, facts] = await Promise.all([
    getCurrentProgramme(db),
    lastSaves(db),
    getEventFacts(db),
  ]);
  const origin = siteOrigin(context.get(configContext).PUBLIC_URL, request.url);
  const sessionPaths = sitemapSessionPaths(listProgrammeSessions(programme, facts));
  return new Response(sitemapXml(sitemapEntries(origin, sessionPaths, saves)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
