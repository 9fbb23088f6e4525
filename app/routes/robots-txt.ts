import { configContext } from "~/context";
import { robotsTxt } from "~/features/seo/sitemap";
import { siteOrigin } from "~/lib/site-origin";
import type { Route } from "./+types/robots-txt";

/** What crawlers may read, and where the sitemap is. */
export function loader({ context, request }: Route.LoaderArgs) {
  const origin = siteOrigin(context.get(configContext).PUBLIC_URL, request.url);
  return new Response(robotsTxt(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
