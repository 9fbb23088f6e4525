/** The page a request is for: a client navigation asks for `/contato.data` (`/_.data` for home). */
export function pagePathname(requestUrl: string) {
  const { pathname } = new URL(requestUrl);
  if (pathname === "/_.data") return "/";
  return pathname.replace(/\.data$/, "");
}

/** Paths that show another path's page: search engines are pointed at the one in the menu. */
const PAGE_ALIASES: Readonly<Record<string, string>> = {
  "/trabalhos/premio-bigfral": "/premio-bigfral",
};

/** A page's canonical path: no trailing slash nor query, an alias as its main path; a tab kept. */
export function canonicalPath(pathname: string, tabQuery: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = PAGE_ALIASES[path] ?? path;
  return page === "/programacao" && tabQuery ? `${page}?${tabQuery}` : page;
}

/** The site's link-preview image (1200 × 630). */
export const PREVIEW_IMAGE_PATH = "/images/og.jpg";
