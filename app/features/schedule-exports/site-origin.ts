/**
 * The site's absolute origin for links that leave the site (calendar URLs, feed ids): the
 * configured PUBLIC_URL, else the request's own. An answer built from the request's Host header
 * must not be shared: anyone can send any Host, and the published-page cache would hand that
 * origin to everybody; such an answer is marked `no-store` (never published).
 */
export function siteOrigin(publicUrl: string | undefined, requestUrl: string) {
  if (publicUrl) return { origin: new URL(publicUrl).origin, headers: {} };
  return {
    origin: new URL(requestUrl).origin,
    headers: { "Cache-Control": "no-store" } as Record<string, string>,
  };
}
