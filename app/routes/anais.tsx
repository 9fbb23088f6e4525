import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { EditionsSection } from "~/components/pages/edition-cards";
import { PageHero } from "~/components/pages/page-hero";
import { PageSection } from "~/components/pages/page-section";
import { proceedingCards, proceedingsPage } from "~/content/pages-editions";
import { useEventFacts } from "~/lib/event-facts-context";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/anais";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[1].loaderData?.facts, proceedingsPage.title, proceedingsPage.description);

export default function ProceedingsPage() {
  const facts = useEventFacts();
  const [about, callToSubmit] = proceedingsPage.intro;
  return (
    <>
      <PageHero page={proceedingsPage} />

      <PageSection
        id="sobre-anais"
        title={proceedingsPage.introTitle}
        description={
          <>
            <p>{about}</p>
            <p className="mt-4">
              {callToSubmit}{" "}
              <Link
                to="/trabalhos"
                className="text-brand-700 font-semibold underline underline-offset-4"
              >
                {proceedingsPage.rulesLink}
              </Link>
            </p>
          </>
        }
      />

      <EditionsSection page={proceedingsPage} cards={proceedingCards(facts)} icon={BookOpen} />
    </>
  );
}
