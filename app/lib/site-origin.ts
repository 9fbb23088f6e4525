/** The site's absolute origin: PUBLIC_URL's, else the request's (the page cache keys by it too). */
export function siteOrigin(publicUrl: string | undefined, requestUrl: string) {
  return new URL(publicUrl ?? requestUrl).origin;
}
