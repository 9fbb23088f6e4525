import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from "./share-card";
import { PREVIEW_IMAGE_PATH, canonicalPath } from "./site-url";

/** The head tags every public page shares (canonical and link preview); none for the admin area. */
export function siteHead(siteName: string, origin: string, pathname: string, tabQuery: string) {
  if (pathname.startsWith("/admin")) return null;
  const url = origin + canonicalPath(pathname, tabQuery);
  const path = shareCardPath(pathname, tabQuery);
  const image = origin + path;
  const alt = path.startsWith("/compartilhar/sessao/")
    ? `Cartão da sessão: título, congresso, dia, horário, sala e palestrantes (${siteName})`
    : path.startsWith("/compartilhar/")
      ? `Programação do ${siteName}`
      : siteName;
  return [
    { rel: "canonical", href: url },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(SHARE_CARD_WIDTH) },
    { property: "og:image:height", content: String(SHARE_CARD_HEIGHT) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
  ];
}

/** A page's preview card: a session's, the programme's (one per congress tab), or the site's. */
export function shareCardPath(pathname: string, tabQuery: string) {
  const session = /^\/programacao\/sessao\/([^/]+)$/.exec(pathname);
  if (session) return `/compartilhar/sessao/${session[1]}.jpg`;
  if (pathname !== "/programacao") return PREVIEW_IMAGE_PATH;
  const congress = new URLSearchParams(tabQuery).get("congresso");
  return congress ? `/compartilhar/programacao/${congress}.jpg` : "/compartilhar/programacao.jpg";
}
