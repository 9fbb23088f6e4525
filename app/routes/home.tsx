import { CtaBannerSection } from "~/components/home/cta-banner-section";
import { HeroSection } from "~/components/home/hero-section";
import { HighlightsSection } from "~/components/home/highlights-section";
import { RegistrationSection } from "~/components/home/registration-section";
import { SpeakersSection } from "~/features/speakers/speakers-section";
import { SponsorsSection } from "~/features/sponsors/sponsors-section";
import { VenueSection } from "~/components/home/venue-section";
import { FaqSection } from "~/components/faq-section";
import { product } from "~/content/event";
import { homeText } from "~/content/home";
import { databaseContext } from "~/context";
import { AboutSection } from "~/features/about/about-section";
import { submitPublicForm } from "~/features/forms/submissions.server";
import { getAboutCongress } from "~/features/about/about.server";
import { HomeProgrammeSection } from "~/features/programme/home-programme-section";
import { getCurrentProgramme } from "~/features/programme/programme.server";
import { listSpeakers } from "~/features/speakers/speakers.server";
import { listSponsors } from "~/features/sponsors/sponsors.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => {
  const title = `${product} - 2025`;
  return [
    { title },
    { name: "description", content: homeText.description },
    { property: "og:title", content: title },
    { property: "og:description", content: homeText.description },
    { property: "og:image", content: "/images/og.jpg" },
    { property: "og:locale", content: "pt_BR" },
  ];
};

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const [programme, speakers, sponsors, about] = await Promise.all([
    getCurrentProgramme(db),
    listSpeakers(db),
    listSponsors(db),
    getAboutCongress(db),
  ]);
  return { programme, speakers, sponsors, about };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { programme, speakers, sponsors, about } = loaderData;
  return (
    <>
      <HeroSection />
      <AboutSection about={about} loadingText={homeText.about.loading} />
      <HighlightsSection />
      <HomeProgrammeSection programme={programme} />
      <SpeakersSection speakers={speakers} />
      <CtaBannerSection />
      <RegistrationSection />
      <SponsorsSection sponsors={sponsors} />
      <VenueSection />
      <FaqSection />
    </>
  );
}

/** The spec's forms post to the site root (spec §7); `form-name` says which one. */
export async function action(args: Route.ActionArgs) {
  return submitPublicForm(args);
}
