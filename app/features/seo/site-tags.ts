import { PREVIEW_IMAGE_PATH, canonicalPath } from "./site-url";

/** A `<link>` or `<meta>` of the head, as its attributes. */
export type HeadTag =
  | { rel: string; href: string }
  | { property: string; content: string }
  | { name: string; content: string };

/**
 * The head tags every public page shares: its canonical address and the link
 * preview's absolute URLs (each page's title and description come from its own `meta`). Made on
 * the server, so the browser only draws them and every page's first script carries none of this.
 * None for the admin area, which is neither indexed nor shared.
 */
export function siteHead(
  siteName: string,
  origin: string,
  pathname: string,
  tabQuery: string,
): HeadTag[] | null {
  if (pathname.startsWith("/admin")) return null;
  const url = origin + canonicalPath(pathname, tabQuery);
  return [
    { rel: "canonical", href: url },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:image", content: origin + PREVIEW_IMAGE_PATH },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
