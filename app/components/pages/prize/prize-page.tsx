import {
  Award,
  ClipboardList,
  FileText,
  Medal,
  ScrollText,
  ShieldCheck,
  Trophy,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { ExternalLinkButton } from "~/components/pages/external-link";
import { InfoCard } from "~/components/pages/info-card";
import { PageHero } from "~/components/pages/page-hero";
import { BulletList, PageSection } from "~/components/pages/page-section";
import { StepList } from "~/components/pages/step-list";
import { prizePage } from "~/content/pages-prize";
import { useEventFacts } from "~/lib/event-facts-context";
import { formatBRL } from "~/lib/event-format";

const { objective, theme, eligibility, format, guidelines, howTo, prize, ethics } = prizePage;

export function PrizePage() {
  const { links } = useEventFacts();
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

      <PageSection id="objetivo" title={objective.title} description={objective.text}>
        <div className="border-accent-400 bg-accent-300/20 rounded-2xl border p-6 sm:p-8">
          <h3 className="text-brand-800 text-sm font-semibold tracking-wider uppercase">
            {theme.title}
          </h3>
          <p className="text-brand-950 mt-2 text-xl font-bold text-balance sm:text-2xl">
            {theme.name}
          </p>
          <p className="mt-3 max-w-3xl leading-relaxed text-slate-800">{theme.text}</p>
        </div>
      </PageSection>

      <PageSection id="regulamento" title="Regulamento" tone="muted">
        <ul className="grid gap-4 md:gap-6 lg:grid-cols-3">
          {[
            { icon: Users, ...eligibility },
            { icon: FileText, ...format },
            { icon: ClipboardList, ...guidelines },
          ].map((card) => (
            <li key={card.title}>
              <InfoCard icon={card.icon} title={card.title}>
                <BulletList items={card.items} />
                {card.title === guidelines.title ? (
                  <Link
                    to="/trabalhos"
                    className="text-brand-700 mt-3 inline-flex min-h-10 items-center font-semibold underline underline-offset-4"
                  >
                    {guidelines.rulesLink}
                  </Link>
                ) : null}
              </InfoCard>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="como-participar" title={howTo.title}>
        <StepList className="lg:grid-cols-2" steps={howTo.steps} />
        <ExternalLinkButton
          href={links.submissionPlatform}
          markExternal
          size="lg"
          className="mt-8 w-full sm:w-auto"
        >
          {prizePage.enterLabel}
        </ExternalLinkButton>
      </PageSection>

      <CriteriaSection />

      <PageSection id="premiacao" title={prize.title} description={prize.lead}>
        <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
          <div className="from-brand-950 to-brand-800 rounded-2xl bg-linear-to-br p-6 text-white shadow-md sm:p-8">
            <Trophy aria-hidden className="text-accent-400 size-12" />
            <h3 className="mt-4 text-xl font-bold">{prize.mainTitle}</h3>
            <p className="text-brand-100 mt-1">{prize.mainLead}</p>
            <p className="text-accent-300 mt-3 text-4xl font-extrabold">
              {formatBRL(prize.mainAmount)}
            </p>
            <ul className="mt-5 space-y-2">
              {prize.mainItems.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <Award aria-hidden className="text-accent-300 size-5 shrink-0" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-brand-950 text-xl font-bold">{prize.rankingTitle}</h3>
            <ol className="mt-4 space-y-3">
              {prize.ranking.map((entry, index) => (
                <li
                  key={entry.place}
                  className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <Medal
                    aria-hidden
                    className={
                      index === 0
                        ? "text-accent-500 size-8 shrink-0"
                        : index < 3
                          ? "text-brand-700 size-8 shrink-0"
                          : "size-8 shrink-0 text-slate-500"
                    }
                  />
                  <div className="min-w-0">
                    <p className="text-brand-950 font-bold">{entry.place}</p>
                    <p className="text-slate-700">
                      {entry.amount !== undefined ? (
                        <span className="text-brand-800 font-bold">{formatBRL(entry.amount)}</span>
                      ) : null}
                      {entry.amount !== undefined && entry.extra ? " " : null}
                      {entry.extra}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </PageSection>

      <PageSection id="etica" title={ethics.title} tone="muted">
        <ul className="grid gap-4 md:grid-cols-2 md:gap-6">
          {ethics.items.map((item) => (
            <li
              key={item}
              className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 leading-relaxed text-slate-700 shadow-sm"
            >
              <ShieldCheck aria-hidden className="text-brand-700 mt-0.5 size-5 shrink-0" />
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-8 flex items-center gap-2 text-slate-700">
          <ScrollText aria-hidden className="text-brand-700 size-5 shrink-0" />
          <span>
            As normas gerais de submissão também se aplicam ao prêmio:{" "}
            <Link
              to="/trabalhos"
              className="text-brand-700 font-semibold underline underline-offset-4"
            >
              Normas de Submissão
            </Link>
            .
          </span>
        </p>
      </PageSection>
    </>
  );
}

/** The criteria and their weights as a table, each weight's bar scaled to the largest. */
function CriteriaSection() {
  const { criteria } = prizePage;
  const totalWeight = criteria.rows.reduce((sum, row) => sum + row.weight, 0);
  const maxWeight = Math.max(...criteria.rows.map((row) => row.weight));
  return (
    <PageSection id="criterios" title={criteria.title} description={criteria.lead} tone="muted">
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left">
          <caption className="sr-only">{criteria.caption}</caption>
          <thead className="bg-brand-900 text-white">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
                Critério
              </th>
              <th scope="col" className="w-28 px-4 py-3 text-right font-semibold sm:w-48 sm:px-6">
                Peso
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {criteria.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row" className="px-4 py-4 align-top font-normal sm:px-6">
                  <span className="text-brand-950 block font-bold">{row.name}</span>
                  <span className="mt-1 block text-sm leading-relaxed text-slate-700">
                    {row.text}
                  </span>
                </th>
                <td className="px-4 py-4 text-right align-top sm:px-6">
                  <span className="text-brand-800 text-xl font-extrabold">{row.weight}%</span>
                  <span
                    aria-hidden
                    className="bg-brand-100 mt-2 ml-auto block h-1.5 w-full max-w-32 overflow-hidden rounded-full"
                  >
                    <span
                      className="bg-accent-500 block h-full rounded-full"
                      style={{ width: `${(row.weight / maxWeight) * 100}%` }}
                    />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="bg-brand-50">
            <tr>
              <th scope="row" className="text-brand-950 px-4 py-3 font-bold sm:px-6">
                Total
              </th>
              <td className="text-brand-950 px-4 py-3 text-right text-xl font-extrabold sm:px-6">
                {totalWeight}%
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </PageSection>
  );
}
