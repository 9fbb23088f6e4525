import { Award, Info } from "lucide-react";
import { EditionsSection } from "~/components/pages/edition-cards";
import { InfoCardGrid } from "~/components/pages/info-card";
import { PageHero } from "~/components/pages/page-hero";
import { PageSection } from "~/components/pages/page-section";
import { certificatesPage, editionCards } from "~/content/pages-editions";
import { databaseContext } from "~/context";
import { useEventFacts, useEventPhase } from "~/lib/event-facts-context";
import { framedPageMeta } from "~/lib/meta";
import { listEditionArchives } from "./edition-archive.server";
import type { Route } from "./+types/certificados";

export const meta: Route.MetaFunction = framedPageMeta(certificatesPage);

/** The past editions whose programme the site keeps, for their cards' links. */
export async function loader({ context }: Route.LoaderArgs) {
  return { archived: await listEditionArchives(context.get(databaseContext)) };
}

export default function CertificatesPage({ loaderData }: Route.ComponentProps) {
  const facts = useEventFacts();
  const { stage } = useEventPhase();
  return (
    <>
      <PageHero page={certificatesPage} />

      <PageSection id="como-funciona" title={certificatesPage.factsTitle}>
        <InfoCardGrid items={certificatesPage.facts} />
        <p className="border-brand-100 bg-brand-50 mt-6 flex items-start gap-3 rounded-xl border p-4 text-slate-800">
          <Info aria-hidden className="text-brand-700 mt-0.5 size-5 shrink-0" />
          {certificatesPage.coursesNote}
        </p>
      </PageSection>

      <EditionsSection
        page={certificatesPage}
        cards={editionCards(certificatesPage, facts, stage, loaderData.archived)}
        icon={Award}
      />
    </>
  );
}
