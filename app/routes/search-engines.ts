import { configContext, databaseContext } from "~/context";
import { getEventFacts } from "~/features/event-facts/event-facts.server";
import { listProgrammeSessions } from "~/features/programme/programme-sessions";
import { getCurrentProgramme } from "~/features/programme/programme.server";
import { lastSaves } from "~/features/seo/last-saves.server";
import { robotsTxt, sitemapEntries, sitemapSessionPaths, sitemapXml } from "~/features/seo/sitemap";
import { siteOrigin } from "~/lib/site-origin";
import type { Route } from "./+types/search-engines";

/** `/robots.txt` and `/sitemap.xml` (every public and session page); published like a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = siteOrigin(context.get(configContext).PUBLIC_URL, request.url);
  if (new URL(request.url).pathname.startsWith("/robots")) {
    return new Response(robotsTxt(origin), {
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const db = context.get(databaseContext);
  const [programme, saves, facts] = await Promise.all([
    getCurrentProgramme(db),
    lastSaves(db),
    getEventFacts(db),
  ]);
  const sessionPaths = sitemapSessionPaths(listProgrammeSessions(programme, facts));
  return new Response(sitemapXml(sitemapEntries(origin, sessionPaths, saves)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
