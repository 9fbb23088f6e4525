/**
 * The site's absolute addresses: link previews, canonical links, structured
 * data and the sitemap name pages by absolute URL, built from PUBLIC_URL.
 */

/**
 * The page a request is for: a client-side navigation asks for the page's data at
 * `/contato.data` (`/_.data` for the home page), whose head tags are the page's.
 */
export function pagePathname(requestUrl: string) {
  const { pathname } = new URL(requestUrl);
  if (pathname === "/_.data") return "/";
  return pathname.replace(/\.data$/, "");
}

/** Paths that show another path's page: search engines are pointed at the one in the menu. */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  "/trabalhos/premio-bigfral": "/premio-bigfral",
};

/**
 * The canonical path of a page: without a trailing slash or a tracking query, an alias named by
 * its main path. A tab of /programacao keeps its congress and day (`tabQuery`, in the one
 * spelling of its links) since each tab is a page of its own; a search has none, so its results
 * point at /programacao.
 */
export function canonicalPath(pathname: string, tabQuery: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = PAGE_ALIASES[path] ?? path;
  return page === "/programacao" && tabQuery ? `${page}?${tabQuery}` : page;
}

/** The image every link preview shows (1200 × 630, in public/images). */
export const PREVIEW_IMAGE_PATH = "/images/og.jpg";
