// The JSON-LD of /, /programacao, /contato and a session page as their routes compose it (the
// loaders on a seeded database, then each route's `meta`), checked against the schema.org
// vocabulary by tests/support/schema-org.ts; and a day whose programme is not out yet.
import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { loadConfig } from "~/config.server";
import { defaultEventFacts } from "~/content/default-event-facts";
import { isComingSoon, placeholderProgramme } from "~/content/placeholder-programme";
import { configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { seedDefaults } from "~/db/seed.server";
import { getEventFacts } from "~/features/event-facts/event-facts.server";
import * as contato from "~/routes/contato";
import * as home from "~/routes/home";
import * as programacao from "~/routes/programacao";
import * as sessao from "~/routes/programacao-sessao";
import { loader as sitemapLoader } from "~/routes/search-engines";
import { databaseTest } from "~tests/support/databases";
import { saveEditedProgramme } from "~tests/support/programme-versions";
import { checkStructuredData } from "~tests/support/schema-org";

const origin = "https://congresso.example";
const config = loadConfig({ PUBLIC_URL: origin });
type Json = Record<string, unknown>;

function argsFor(db: Database, path: string, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(databaseContext, db);
  context.set(configContext, config);
  return { request: new Request(origin + path), context, params } as never;
}

/** The page's JSON-LD blocks, as its `meta` hands them to React Router's <Meta>. */
/** A page's head tags, from its loader and `meta` as React Router calls them. */
async function metaOf(
  route: { meta?: unknown; loader?: unknown },
  db: Database,
  path: string,
  params: Record<string, string> = {},
) {
  const loader = route.loader as ((args: never) => Promise<unknown>) | undefined;
  const loaderData = loader ? await loader(argsFor(db, path, params)) : undefined;
  const frame = { loaderData: { facts: await getEventFacts(db) } };
  return (route.meta as (args: never) => Json[])({ loaderData, matches: [{}, frame] } as never);
}

async function jsonLdOf(...args: Parameters<typeof metaOf>) {
  const tags = await metaOf(...args);
  return tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Json] : []));
}

const robotsOf = (tags: Json[]) => tags.find((tag) => tag.name === "robots")?.content;

const typesOf = (blocks: Json[]) => blocks.map((block) => block["@type"]);

databaseTest(
  "every page's JSON-LD holds to schema.org; one FAQPage, on /contato",
  async ({ db }) => {
    await seedDefaults(db);
    const pages = {
      "/": await jsonLdOf(home, db, "/"),
      "/programacao": await jsonLdOf(programacao, db, "/programacao"),
      "/contato": await jsonLdOf(contato, db, "/contato"),
      "/programacao/sessao/escalas-de-risco-e-protocolos-de-prevencao-na": await jsonLdOf(
        sessao,
        db,
        "/programacao/sessao/escalas-de-risco-e-protocolos-de-prevencao-na",
        { id: "escalas-de-risco-e-protocolos-de-prevencao-na" },
      ),
    };
    for (const [path, blocks] of Object.entries(pages)) {
      expect(blocks.length, path).toBeGreaterThan(0);
      expect((await checkStructuredData(blocks)).issues, path).toEqual([]);
    }
    expect(typesOf(pages["/"])).toEqual(["Event"]);
    expect(typesOf(pages["/contato"])).toEqual(["FAQPage"]);
    expect(typesOf(pages["/programacao"])).toEqual(["Event", "Event", "Event", "Event"]);

    // The programme: each congress with its sessions, the congresses with the tickets.
    const [courses, nursing, feridas] = pages["/programacao"] as Json[];
    expect(courses).not.toHaveProperty("offers");
    expect(nursing!.offers).toHaveLength(defaultEventFacts.tickets.length);
    const sessions = feridas!.subEvent as Json[];
    expect(sessions.length).toBeGreaterThan(10);
    expect(sessions).toContainEqual(
      expect.objectContaining({
        name: "Escalas de risco e protocolos de prevenção na UTI",
        url: `${origin}/programacao/sessao/escalas-de-risco-e-protocolos-de-prevencao-na`,
        startDate: "2025-08-28T10:30:00-03:00",
        endDate: "2025-08-28T12:00:00-03:00",
        performer: [{ "@type": "Person", name: "Enf. Tatiane Moura Brandão" }],
      }),
    );

    // A session: sold-out tickets, in person, as scheduled, with its people.
    const [talk] = pages["/programacao/sessao/escalas-de-risco-e-protocolos-de-prevencao-na"];
    expect(talk).toMatchObject({
      "@type": "Event",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      performer: [{ "@type": "Person", name: "Enf. Tatiane Moura Brandão" }],
      offers: defaultEventFacts.tickets
        .map((ticket) => ({
          "@type": "Offer",
          price: ticket.fullPrice.toFixed(2),
          availability: "https://schema.org/SoldOut",
          url: ticket.checkoutUrl,
        }))
        .map((offer) => expect.objectContaining(offer)),
    });
  },
);

databaseTest(
  "a day whose programme is not out yet has no Event, no place in the sitemap, and is not indexed",
  async ({ db }) => {
    await seedDefaults(db);
    const facts = await getEventFacts(db);
    await saveEditedProgramme(db, () => placeholderProgramme(facts));
    const id = "feridas-em-breve-dia-1";
    expect(isComingSoon({ id })).toBe(true);

    // The page itself still answers, with no structured data, and asks not to be indexed.
    expect(await jsonLdOf(sessao, db, `/programacao/sessao/${id}`, { id })).toEqual([]);
    expect(robotsOf(await metaOf(sessao, db, `/programacao/sessao/${id}`, { id }))).toBe("noindex");
    const course = facts.courses[0]!.id;
    const coursePage = await metaOf(sessao, db, `/programacao/sessao/${course}`, { id: course });
    expect(robotsOf(coursePage)).toBeUndefined();
    const programme = await jsonLdOf(programacao, db, "/programacao");
    expect(programme.map((congress) => congress.name)).toHaveLength(4);
    // The courses are the facts' own and stay; the congresses have no session yet.
    expect(programme.slice(1).every((congress) => !("subEvent" in congress))).toBe(true);
    expect((await checkStructuredData(programme)).issues).toEqual([]);

    const sitemap = await ((await sitemapLoader(argsFor(db, "/sitemap.xml"))) as Response).text();
    expect(sitemap).not.toContain("em-breve");
    expect(sitemap).toContain(`${origin}/programacao/sessao/${facts.courses[0]!.id}`);
  },
);

test("the check refuses what schema.org does not say", async () => {
  const { issues } = await checkStructuredData([
    {
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Sessão",
      startDate: "28/08/2025",
      eventStatus: "https://schema.org/SoldOut",
      location: { "@type": "Person", name: "Sala 2" },
      speaker: "Ana",
      offers: [{ "@type": "Offer", price: "10.00", availability: "https://schema.org/Esgotado" }],
    },
  ]);
  expect(issues).toEqual([
    'Event.startDate: "28/08/2025" não é uma data ISO 8601',
    "Event.eventStatus: https://schema.org/SoldOut não é um valor de EventStatusType",
    "Event.location: Person onde se espera Text | PostalAddress | VirtualLocation | Place",
    "Event.offers[0].availability: https://schema.org/Esgotado não é um valor de ItemAvailability",
    'WARNING Event: Property "speaker" for type "Event" is not supported by the schema.org specification',
  ]);
});
