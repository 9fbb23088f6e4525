import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { EditionsSection } from "~/components/pages/edition-cards";
import { PageHero } from "~/components/pages/page-hero";
import { PageSection } from "~/components/pages/page-section";
import { editionCards, proceedingsPage } from "~/content/pages-editions";
import { databaseContext } from "~/context";
import { useEventFacts, useEventPhase } from "~/lib/event-facts-context";
import { framedPageMeta } from "~/lib/meta";
import { listEditionArchives } from "./edition-archive.server";
import type { Route } from "./+types/anais";

export const meta: Route.MetaFunction = framedPageMeta(proceedingsPage);

/** The past editions whose programme the site keeps, for their cards' links. */
export async function loader({ context }: Route.LoaderArgs) {
  return { archived: await listEditionArchives(context.get(databaseContext)) };
}

export default function ProceedingsPage({ loaderData }: Route.ComponentProps) {
  const facts = useEventFacts();
  const { stage } = useEventPhase();
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

      <EditionsSection
        page={proceedingsPage}
        cards={editionCards(proceedingsPage, facts, stage, loaderData.archived)}
        icon={BookOpen}
      />
    </>
  );
}
