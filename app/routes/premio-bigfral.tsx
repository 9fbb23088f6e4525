import { Trophy } from "lucide-react";
import { PageHero } from "~/components/pages/page-hero";
import {
  AwardsSection,
  CriteriaSection,
  EthicsSection,
  HowToSection,
  ObjectiveSection,
  RulesSection,
} from "~/components/pages/prize/prize-sections";
import { prizePage } from "~/content/pages-prize";
import { pageMeta } from "~/lib/meta";
import { formatBRL } from "~/lib/event-format";
import type { Route } from "./+types/premio-bigfral";

// One module serves /premio-bigfral and /trabalhos/premio-bigfral (two ids in routes.ts).
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[1].loaderData?.facts, prizePage.title, prizePage.description);

export default function PrizePage() {
  const { prize } = prizePage;
  return (
    <>
      <PageHero page={prizePage}>
        <p className="flex items-center gap-3 rounded-xl border border-white/20 bg-white/10 px-4 py-3">
          <Trophy aria-hidden className="text-accent-300 size-8 shrink-0" />
          <span>
            <span className="text-brand-100 block text-sm">Prêmio principal</span>
            <span className="text-2xl font-extrabold">{formatBRL(prize.mainAmount)}</span>
          </span>
        </p>
      </PageHero>

      <ObjectiveSection />
      <RulesSection />
      <HowToSection />
      <CriteriaSection />
      <AwardsSection />
      <EthicsSection />
    </>
  );
}
