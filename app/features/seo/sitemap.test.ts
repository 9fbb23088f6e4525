import { expect, test } from "vitest";
import { robotsTxt, sitemapEntries, sitemapSessionPaths, sitemapXml } from "./sitemap";

const origin = "https://congresso.example";
const saves = {
  programme: new Date("2025-06-02T10:00:00.123Z"),
  sponsors: new Date("2025-06-05T08:00:00Z"),
  about: new Date("2025-05-01T00:00:00Z"),
};

test("each page is dated by the latest save of what it shows; sessions by the programme's", () => {
  const entries = sitemapEntries(origin, ["/programacao/sessao/a", "/programacao/sessao/a"], saves);
  const byLoc = Object.fromEntries(entries.map((entry) => [entry.loc, entry.lastmod]));
  expect(byLoc[`${origin}/`]).toEqual(saves.sponsors);
  expect(byLoc[`${origin}/programacao`]).toEqual(saves.programme);
  expect(byLoc[`${origin}/sobre`]).toEqual(saves.about);
  expect(byLoc[`${origin}/programacao/sessao/a`]).toEqual(saves.programme);
  // A page of fixed texts has no date to give.
  expect(`${origin}/local` in byLoc && byLoc[`${origin}/local`]).toBeUndefined();
  // Aliases are left to their main path; a session is listed once.
  expect(entries.map((entry) => entry.loc)).not.toContain(`${origin}/trabalhos/premio-bigfral`);
  expect(entries.filter((entry) => entry.loc.endsWith("/sessao/a"))).toHaveLength(1);
});

test("a day whose programme is not out yet has no page in the sitemap", () => {
  const session = (id: string) => ({ id, path: `/programacao/sessao/${id}` });
  expect(sitemapSessionPaths([session("abertura"), session("nursing-em-breve-dia-2")])).toEqual([
    "/programacao/sessao/abertura",
  ]);
});

test("the sitemap is sitemaps.org XML with escaped addresses and second-precision dates", () => {
  const xml = sitemapXml([
    { loc: `${origin}/programacao/sessao/a&b`, lastmod: saves.programme },
    { loc: `${origin}/local` },
  ]);
  expect(xml).toBe(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      `  <url><loc>${origin}/programacao/sessao/a&amp;b</loc><lastmod>2025-06-02T10:00:00Z</lastmod></url>`,
      `  <url><loc>${origin}/local</loc></url>`,
      "</urlset>",
      "",
    ].join("\n"),
  );
});

test("robots.txt keeps crawlers out of the admin area and names the sitemap", () => {
  expect(robotsTxt(origin)).toBe(
    `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
});
