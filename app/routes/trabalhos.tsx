import { PageHero } from "~/components/pages/page-hero";
import { worksPage } from "~/content/pages-works";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/trabalhos";
import {
  SubmissionBanner,
  SummarySection,
  RulesSection,
  NextStepsSection,
} from "~/components/pages/works/works-sections";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[1].loaderData?.facts, worksPage.title, worksPage.description);

export default function WorksPage() {
  return (
    <>
      <PageHero page={worksPage} />

      <SubmissionBanner />
      <SummarySection />
      <RulesSection />
      <NextStepsSection />
    </>
  );
}
