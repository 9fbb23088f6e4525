import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { EditionsSection } from "~/components/pages/edition-cards";
import { PageHero } from "~/components/pages/page-hero";
import { PageSection } from "~/components/pages/page-section";
import { proceedingsPage } from "~/content/pages-editions";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/anais";

export const meta: Route.MetaFunction = () =>
  pageMeta(proceedingsPage.title, proceedingsPage.description);

export default function ProceedingsPage() {
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

      <EditionsSection page={proceedingsPage} icon={BookOpen} />
    </>
  );
}
