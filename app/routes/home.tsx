import { Suspense } from "react";
import { HeroSection, type HeroTexts } from "~/components/home/hero-section";
import { homeHeroText } from "~/content/home-hero";
import { configContext, databaseContext } from "~/context";
import { submitPublicForm } from "~/features/forms/submissions.server";
import { getAboutCongress } from "~/features/about/about.server";
import {
  getEditionDraft,
  requestEventFacts,
  requestEventPhase,
} from "~/features/event-facts/event-facts.server";
import { requestProgramme } from "~/features/event-facts/preview.server";
import { editionName } from "~/lib/event-format";
import { renderFactText } from "~/lib/fact-text";
import { lazyModule } from "~/lib/lazy-module";
import { headTags } from "~/lib/head-tags";
import { getCurrentProgramme } from "~/features/programme/programme.server";
import { readProgrammeSelection } from "~/lib/programme-address";
import { congressEvent } from "~/features/seo/structured-data";
import { siteOrigin } from "~/lib/site-origin";
import { listSpeakers } from "~/features/speakers/speakers.server";
import { listSponsors } from "~/features/sponsors/sponsors.server";
import type { Route } from "./+types/home";

// Below the hero: drawn by the server, hydrated once its sections' script arrives.
const section = lazyModule(() => import("./home-sections"));
const AboutSection = section("AboutSection");
const HighlightsSection = section("HighlightsSection");
const HomeProgrammeSection = section("HomeProgrammeSection");
const SpeakersSection = section("SpeakersSection");
const CtaBannerSection = section("CtaBannerSection");
const RegistrationSection = section("RegistrationSection");
const SponsorsSection = section("SponsorsSection");
const VenueSection = section("VenueSection");
const FaqSection = section("FaqSection");

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  // Built by the loader, like the hero: the page's scripts carry no formatting or schema.org code.
  return [
    ...headTags(loaderData.head.title, loaderData.head.description),
    ...loaderData.structuredData.map((data) => ({ "script:ld+json": data })),
  ];
};

/** A client visit waits for the sections too, so a link to one of them finds it to scroll to. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), section.loaded]);
  return data;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const [programme, speakers, sponsors, about, facts, phase] = await Promise.all([
    requestProgramme(context, () => getCurrentProgramme(db)),
    listSpeakers(db),
    listSponsors(db),
    getAboutCongress(db),
    requestEventFacts(context),
    requestEventPhase(context),
  ]);
  // After the event the home points to the next edition once its draft is begun.
  const nextEdition =
    phase.stage === "after" ? ((await getEditionDraft(db))?.facts.event.edition ?? null) : null;
  // `?congresso=feridas&dia=2` opens that tab of the programme section.
  const selection = readProgrammeSelection(
    new URL(request.url).searchParams,
    facts.event.congressDays.length,
  );
  const description = renderFactText(homeHeroText.description, facts);
  return {
    programme,
    selection,
    speakers,
    sponsors,
    about,
    structuredData: [
      congressEvent({
        facts,
        origin: siteOrigin(context.get(configContext).PUBLIC_URL, request.url),
        description,
        tickets: facts.tickets,
        speakers: speakers.map((speaker) => speaker.name),
      }),
    ],
    hero: {
      badge: renderFactText(homeHeroText.badge, facts),
      congresses: Object.values(facts.event.congresses).map(editionName),
      title: renderFactText(homeHeroText.title, facts),
      afterEvent: phase.stage === "after",
    } satisfies HeroTexts,
    head: { title: renderFactText("{evento} - {ano}", facts), description },
    nextEdition,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { programme, selection, speakers, sponsors, about, hero, nextEdition } = loaderData;
  return (
    <>
      <HeroSection {...hero} />
      <Suspense>
        <AboutSection about={about} />
        <HighlightsSection />
        <HomeProgrammeSection programme={programme} selection={selection} />
        <SpeakersSection speakers={speakers} />
        <CtaBannerSection nextEdition={nextEdition} />
        <RegistrationSection />
        <SponsorsSection sponsors={sponsors} />
        <VenueSection />
        <FaqSection />
      </Suspense>
    </>
  );
}

/** The spec's forms post to the site root (spec §7); `form-name` says which one. */
export async function action(args: Route.ActionArgs) {
  return submitPublicForm(args);
}
