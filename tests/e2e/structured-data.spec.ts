import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { startBuiltServer } from "../support/server-process";
import { addProgrammeEvent, adminPage } from "./editor-actions";
import { uniqueText } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { publicPages } from "./public-routes";
import { E2E_FIXTURES_URL, E2E_TEMPLATE_DATA_DIR, e2eSparePort } from "./servers";

// Issue 13, item 3: structured data, link previews, canonical addresses, sitemap and robots.txt.
// Every test here also fails on a CSP violation (fixtures.ts): the JSON-LD blocks are inline
// scripts the browser must not refuse.

type Json = Record<string, unknown>;

/** Each JSON-LD block of the page, parsed. */
async function jsonLdBlocks(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Json);
}

const blockOfType = (blocks: Json[], type: string) => {
  const block = blocks.find((candidate) => candidate["@type"] === type);
  expect(block, `um bloco ${type}`).toBeDefined();
  return block!;
};

const OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/;

/**
 * What Google's Event rich result requires of an event, and the address it reads; a congress's
 * `subEvent` leaves the organiser to the congress it is part of.
 */
function expectRichEvent(event: Json, { organizer = true } = {}) {
  expect(event["@type"]).toBe("Event");
  expect(typeof event.name).toBe("string");
  expect(event.startDate).toMatch(OFFSET);
  const location = event.location as Json;
  expect(location["@type"]).toBe("Place");
  expect(location.name).toContain("Gran Hotel Stella Maris");
  expect(location.address).toMatchObject({
    "@type": "PostalAddress",
    addressLocality: "Salvador",
    addressRegion: "BA",
    postalCode: "41600-000",
    addressCountry: "BR",
  });
  expect(event.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
  expect(event.eventStatus).toBe("https://schema.org/EventScheduled");
  if (organizer) expect((event.organizer as Json).name).toBe("Congresso Nacional de Enfermagem");
}

function expectFaqPage(faq: Json) {
  const questions = faq.mainEntity as Json[];
  expect(questions.length).toBeGreaterThan(3);
  for (const question of questions) {
    expect(question["@type"]).toBe("Question");
    expect(question.name).toEqual(expect.any(String));
    expect(question.acceptedAnswer).toMatchObject({ "@type": "Answer", text: expect.any(String) });
  }
}

test("the home page describes the congress as an Event with its tickets and parts, and no FAQPage", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  const blocks = await jsonLdBlocks(page);
  const congress = blockOfType(blocks, "Event");
  expectRichEvent(congress);
  expect(congress).toMatchObject({
    startDate: "2025-08-27T08:00:00-03:00",
    endDate: "2025-08-29T18:30:00-03:00",
    url: `${baseURL}/`,
    image: [`${baseURL}/images/og.jpg`],
    description: expect.any(String),
  });
  expect(congress.offers).toEqual([
    expect.objectContaining({
      price: "377.00",
      priceCurrency: "BRL",
      availability: "https://schema.org/SoldOut",
      url: expect.stringMatching(/^https:\/\//),
    }),
    expect.objectContaining({
      price: "307.00",
      priceCurrency: "BRL",
      availability: "https://schema.org/SoldOut",
    }),
  ]);
  const parts = congress.subEvent as Json[];
  expect(parts.map((part) => part.name)).toEqual([
    "Cursos Pré-Congresso",
    "15º Congresso Nacional de Enfermagem",
    "6º Congresso Internacional Feridas",
    "2º Congresso Brasileiro de Enfermagem em Estética",
  ]);
  for (const part of parts) expectRichEvent(part);
  // The FAQ is marked up once, on /contato.
  expect(blocks.map((block) => block["@type"])).toEqual(["Event"]);
  const head = page.locator("head");
  await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute(
    "content",
    (await head.locator('meta[property="og:title"]').getAttribute("content"))!,
  );
  await expect(head.locator('meta[name="twitter:description"]')).toHaveAttribute(
    "content",
    (await head.locator('meta[property="og:description"]').getAttribute("content"))!,
  );
});

test("a session page is an Event of its congress, with its time in −03:00 and its speaker", async ({
  page,
}) => {
  await page.goto(E2E_FIXTURES_URL + "/programacao/sessao/coberturas-inteligentes");
  const session = blockOfType(await jsonLdBlocks(page), "Event");
  expectRichEvent(session);
  expect(session).toMatchObject({
    name: "Coberturas inteligentes",
    url: `${E2E_FIXTURES_URL}/programacao/sessao/coberturas-inteligentes`,
    startDate: "2025-08-28T10:30:00-03:00",
    endDate: "2025-08-28T11:30:00-03:00",
    performer: [{ "@type": "Person", name: "Ana Beatriz Souza" }],
    superEvent: {
      "@type": "Event",
      name: "6º Congresso Internacional Feridas",
      superEvent: { "@id": `${E2E_FIXTURES_URL}/#congresso` },
    },
  });
  // The tickets admit to it: sold out.
  expect(session.offers).toEqual([
    expect.objectContaining({
      "@type": "Offer",
      price: "377.00",
      availability: "https://schema.org/SoldOut",
    }),
    expect.objectContaining({ price: "307.00", availability: "https://schema.org/SoldOut" }),
  ]);

  // A round table names its speakers and moderator, a talk of it its own speaker, with the
  // round table's time; a moment without an end has no endDate.
  await page.goto(E2E_FIXTURES_URL + "/programacao/sessao/mesa-de-casos-clinicos");
  expect(blockOfType(await jsonLdBlocks(page), "Event")).toMatchObject({
    startDate: "2025-08-28T14:00:00-03:00",
    endDate: "2025-08-28T15:00:00-03:00",
    performer: [
      { "@type": "Person", name: "Ana Beatriz Souza" },
      { "@type": "Person", name: "Daniela Rocha" },
    ],
  });
  await page.goto(E2E_FIXTURES_URL + "/programacao/sessao/pe-diabetico-na-atencao-basica");
  expect(blockOfType(await jsonLdBlocks(page), "Event")).toMatchObject({
    name: "Pé diabético na atenção básica",
    startDate: "2025-08-28T14:00:00-03:00",
    performer: [{ "@type": "Person", name: "Ana Beatriz Souza" }],
  });
  await page.goto(E2E_FIXTURES_URL + "/programacao/sessao/abertura-oficial");
  const opening = blockOfType(await jsonLdBlocks(page), "Event");
  expect(opening.startDate).toBe("2025-08-28T08:30:00-03:00");
  expect(opening).not.toHaveProperty("endDate");
});

test("/programacao describes each congress as an Event with its sessions as subEvents", async ({
  page,
}) => {
  await page.goto(E2E_FIXTURES_URL + "/programacao");
  const congresses = await jsonLdBlocks(page);
  expect(congresses.map((congress) => congress.name)).toEqual([
    "Cursos Pré-Congresso",
    "15º Congresso Nacional de Enfermagem",
    "6º Congresso Internacional Feridas",
    "2º Congresso Brasileiro de Enfermagem em Estética",
  ]);
  for (const congress of congresses) expectRichEvent(congress);
  const feridas = congresses[2]!;
  expect(feridas.offers).toEqual([
    expect.objectContaining({ availability: "https://schema.org/SoldOut" }),
    expect.objectContaining({ availability: "https://schema.org/SoldOut" }),
  ]);
  const sessions = feridas.subEvent as Json[];
  // A session without a time is given its day (a schema.org Date); the timed ones carry it all.
  const timed = sessions.filter((session) => String(session.startDate).includes("T"));
  expect(timed.length).toBeGreaterThan(0);
  for (const session of timed) expectRichEvent(session, { organizer: false });
  for (const session of sessions) expect(session.startDate).toMatch(/^2025-08-2[89](T|$)/);
  expect(sessions).toContainEqual(
    expect.objectContaining({
      name: "Coberturas inteligentes",
      url: `${E2E_FIXTURES_URL}/programacao/sessao/coberturas-inteligentes`,
      startDate: "2025-08-28T10:30:00-03:00",
      endDate: "2025-08-28T11:30:00-03:00",
    }),
  );
  expect(sessions.map((session) => session.name)).not.toContain("Programação completa em breve");
});

test("/contato carries the site's one FAQPage, the questions it shows", async ({ page }) => {
  await page.goto("/contato");
  const faq = blockOfType(await jsonLdBlocks(page), "FAQPage");
  expectFaqPage(faq);
  const first = (faq.mainEntity as Json[])[0]!;
  await expect(page.getByRole("heading", { name: first.name as string })).toBeVisible();
});

/** The canonical address and the preview's tags of the page shown. */
async function previewTags(page: Page) {
  const head = page.locator("head");
  const property = (name: string) =>
    head.locator(`meta[property="${name}"]`).getAttribute("content");
  return {
    canonical: await head.locator('link[rel="canonical"]').getAttribute("href"),
    url: await property("og:url"),
    image: await property("og:image"),
    type: await property("og:type"),
    locale: await property("og:locale"),
    title: await property("og:title"),
    description: await property("og:description"),
    card: await head.locator('meta[name="twitter:card"]').getAttribute("content"),
  };
}

test("every page has one canonical address and an absolute link preview, kept on navigation", async ({
  page,
  baseURL,
}) => {
  await page.goto("/sobre?utm_source=whatsapp&fbclid=x");
  expect(await previewTags(page)).toEqual({
    canonical: `${baseURL}/sobre`,
    url: `${baseURL}/sobre`,
    image: `${baseURL}/images/og.jpg`,
    type: "website",
    locale: "pt_BR",
    title: "Sobre o Congresso | Congresso Nacional de Enfermagem",
    description: expect.any(String),
    card: "summary_large_image",
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);

  // A programme tab is a page of its own; a search points at the programme.
  await page.goto("/programacao?congresso=feridas&dia=2");
  expect((await previewTags(page)).canonical).toBe(
    `${baseURL}/programacao?congresso=feridas&dia=2`,
  );
  await page.goto("/programacao?q=curativo");
  expect((await previewTags(page)).canonical).toBe(`${baseURL}/programacao`);
  await page.goto("/trabalhos/premio-bigfral");
  expect((await previewTags(page)).canonical).toBe(`${baseURL}/premio-bigfral`);

  // Moving on without a reload (the footer's links work once its part has arrived), the tags
  // follow the address.
  await expect(async () => {
    await page.goto("/sobre");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Contato" }).click();
    await expect(page).toHaveURL(/\/contato$/, { timeout: 1000 });
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  }).toPass();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/contato`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    `${baseURL}/contato`,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

/** The sitemap's entries, read with the browser's XML parser. */
async function sitemapEntries(page: Page, request: APIRequestContext, baseUrl: string) {
  const response = await request.get(`${baseUrl}/sitemap.xml`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, "application/xml");
    if (document.querySelector("parsererror")) throw new Error("sitemap.xml não é XML válido");
    const ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
    if (document.documentElement.namespaceURI !== ns) throw new Error("namespace errado");
    return [...document.getElementsByTagNameNS(ns, "url")].map((url) => ({
      loc: url.getElementsByTagNameNS(ns, "loc")[0]!.textContent!,
      lastmod: url.getElementsByTagNameNS(ns, "lastmod")[0]?.textContent ?? null,
    }));
  }, xml);
}

/** Pages left out of the sitemap on purpose: an alias and a visitor's own list. */
const NOT_IN_SITEMAP = ["/trabalhos/premio-bigfral", "/minha-agenda"];

test("the sitemap lists every public page and session page, and each answers 200", async ({
  page,
  request,
}) => {
  const entries = await sitemapEntries(page, request, E2E_FIXTURES_URL);
  const paths = entries.map(({ loc }) => new URL(loc).pathname);
  for (const { path } of publicPages) {
    if (!NOT_IN_SITEMAP.includes(path) && !path.includes("/sessao/")) {
      expect(paths, path).toContain(path);
    }
  }
  for (const id of ["coberturas-inteligentes", "mesa-de-casos-clinicos", "abertura-oficial"]) {
    expect(paths).toContain(`/programacao/sessao/${id}`);
  }
  // A day whose programme is not out yet has no page to index.
  expect(paths.filter((path) => /-em-breve-dia-\d+$/.test(path))).toEqual([]);
  // Dated by the last save of what they show; the programme's is the fixture's own version.
  const programme = entries.find(({ loc }) => loc.endsWith("/programacao"));
  expect(programme?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  for (const { loc } of entries) {
    expect(loc.startsWith(E2E_FIXTURES_URL), loc).toBe(true);
    expect((await request.get(loc)).status(), loc).toBe(200);
  }
});

test("robots.txt keeps crawlers out of the admin area and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await response.text()).toBe(
    `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${baseURL}/sitemap.xml\n`,
  );
});

// A server with PUBLIC_URL set, as a production site runs: every absolute address is built
// from it, whatever address the request came to. Offset 8 is this spec's (servers.ts).
const PUBLIC_URL = "http://congresso.test";
const port = e2eSparePort(8);
const publicSite = `http://127.0.0.1:${port}`;

test("with PUBLIC_URL, addresses are its own; the exports are published and a save redates them", async ({
  browser,
  page,
  request,
  loginAsAdmin,
}) => {
  const server = await startBuiltServer({
    port,
    dataDir: path.resolve(".tmp/e2e/seo-public-url"),
    from: E2E_TEMPLATE_DATA_DIR,
    quiet: true,
    env: { PUBLIC_URL },
  });
  try {
    await page.goto(`${publicSite}/local`);
    expect(await previewTags(page)).toMatchObject({
      canonical: `${PUBLIC_URL}/local`,
      url: `${PUBLIC_URL}/local`,
      image: `${PUBLIC_URL}/images/og.jpg`,
    });
    await page.goto(publicSite);
    expect(blockOfType(await jsonLdBlocks(page), "Event")["@id"]).toBe(`${PUBLIC_URL}/#congresso`);
    const robots = await request.get(`${publicSite}/robots.txt`);
    expect(await robots.text()).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);

    // Published: the same copy (ETag) until a save, and 304 for a client that has it.
    const first = await request.get(`${publicSite}/sitemap.xml`);
    const etag = first.headers()["etag"]!;
    expect(first.headers()["cache-control"]).toMatch(/^public/);
    const again = await request.get(`${publicSite}/sitemap.xml`, {
      headers: { "If-None-Match": etag },
    });
    expect(again.status()).toBe(304);
    const before = await sitemapEntries(page, request, publicSite);
    expect(before.every(({ loc }) => loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    const lastmodOf = (entries: typeof before, path: string) =>
      entries.find(({ loc }) => loc === PUBLIC_URL + path)?.lastmod;

    const title = uniqueText("Sessão do sitemap");
    const admin = await adminPage(browser, publicSite, loginAsAdmin);
    await addProgrammeEvent(admin, title);
    await admin.context().close();

    const after = await sitemapEntries(page, request, publicSite);
    expect(lastmodOf(after, "/programacao")! > lastmodOf(before, "/programacao")!).toBe(true);
    expect(lastmodOf(after, "/")! > lastmodOf(before, "/")!).toBe(true);
    const session = after.find(({ loc }) => loc.includes("/programacao/sessao/"));
    expect(session?.lastmod).toBe(lastmodOf(after, "/programacao"));
    // Pages that show no edited content keep no date.
    expect(lastmodOf(after, "/local")).toBeNull();
  } finally {
    await server.stop();
  }
});
