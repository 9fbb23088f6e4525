/**
 * The site's absolute origin, for what names pages by full address (canonical and Open Graph
 * links, structured data, the sitemap, calendar and schedule feeds): PUBLIC_URL's when it is
 * configured, else the request's own. In the second case the published-page cache keys its
 * copies by the request's address too, so a Host header never chooses what others are served.
 */
export function siteOrigin(publicUrl: string | undefined, requestUrl: string) {
  return new URL(publicUrl ?? requestUrl).origin;
}
