import { isComingSoon } from "~/content/placeholder-programme";
import type { ProgrammeSession } from "~/content/programme-keys";
import { escapeXml } from "~/lib/xml";

/** What a page shows that an organiser edits; a page with none changes only with the code. */
export type ContentSource = "programme" | "about" | "speakers" | "sponsors";

export type LastSaves = Partial<Record<ContentSource, Date>>;

// Left out: aliases, /home (a redirect), /palestrantes (a redirect) and /minha-agenda (personal).
const SITEMAP_PAGES: readonly { path: string; shows: readonly ContentSource[] }[] = [
  { path: "/", shows: ["programme", "about", "speakers", "sponsors"] },
  { path: "/sobre", shows: ["about"] },
  { path: "/programacao", shows: ["programme"] },
  { path: "/programacao/alteracoes", shows: ["programme"] },
  { path: "/local", shows: [] },
  { path: "/contato", shows: [] },
  { path: "/trabalhos", shows: [] },
  { path: "/trabalhos/trabalhos-aprovados", shows: [] },
  { path: "/premio-bigfral", shows: [] },
  { path: "/patrocinio-exposicao", shows: ["sponsors"] },
  { path: "/certificados", shows: [] },
  { path: "/anais", shows: [] },
  { path: "/cancelamentos", shows: [] },
  { path: "/inscricoes-grupo", shows: [] },
  { path: "/inscricao", shows: [] },
];

function lastSaveOf(shows: readonly ContentSource[], saves: LastSaves) {
  const dates = shows.flatMap((source) => saves[source] ?? []);
  return dates.length ? new Date(Math.max(...dates.map(Number))) : undefined;
}

/** The sessions' pages, but for the days whose programme is not out yet. */
export const sitemapSessionPaths = (sessions: readonly Pick<ProgrammeSession, "id" | "path">[]) =>
  sessions.filter((session) => !isComingSoon(session)).map(({ path }) => path);

export function sitemapEntries(origin: string, sessionPaths: readonly string[], saves: LastSaves) {
  const entry = (path: string, lastmod: Date | undefined) => ({
    loc: origin + path,
    ...(lastmod ? { lastmod } : {}),
  });
  return [
    ...SITEMAP_PAGES.map(({ path, shows }) => entry(path, lastSaveOf(shows, saves))),
    ...[...new Set(sessionPaths)].map((path) => entry(path, saves.programme)),
  ];
}

/** `lastmod` in W3C Datetime (UTC, to the second). */
export function sitemapXml(entries: ReturnType<typeof sitemapEntries>) {
  const urls = entries.map(({ loc, lastmod }) => {
    const date = lastmod
      ? `<lastmod>${lastmod.toISOString().replace(/\.\d{3}Z$/, "Z")}</lastmod>`
      : "";
    return `  <url><loc>${escapeXml(loc)}</loc>${date}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string) {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
