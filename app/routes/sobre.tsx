import { PageHero } from "~/components/pages/page-hero";
import { databaseContext } from "~/context";
import { getAboutCongress } from "~/features/about/about.server";
import { AboutSection } from "~/features/about/about-section";
import { aboutPage } from "~/content/pages-about";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/sobre";
import {
  HistorySection,
  MissionSection,
  EditionSection,
  AudienceSection,
} from "~/components/pages/about/about-sections";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[1].loaderData?.facts, aboutPage.title, aboutPage.description);

/** The editable "about" block (the admin's about editor) opens the page. */
export async function loader({ context }: Route.LoaderArgs) {
  return { about: await getAboutCongress(context.get(databaseContext)) };
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page={aboutPage} image={aboutPage.heroImage} />
      <AboutSection about={loaderData.about} />

      <HistorySection />
      <MissionSection />
      <EditionSection />
      <AudienceSection />
    </>
  );
}
