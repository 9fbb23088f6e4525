import { ArrowRight, CalendarClock, ExternalLink as ExternalLinkIcon, LogIn } from "lucide-react";
import { Link } from "react-router";
import { iconFor } from "~/components/icon";
import { ExternalLink, ExternalLinkButton } from "~/components/pages/external-link";
import { NoticeBanner } from "~/components/pages/notice-banner";
import { PageHero } from "~/components/pages/page-hero";
import { BulletList, PageSection } from "~/components/pages/page-section";
import { StatList } from "~/components/pages/stat-list";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { IconTile } from "~/components/ui/icon-tile";
import { worksPage } from "~/content/pages-works";
import { useEventFacts, useEventPhase } from "~/lib/event-facts-context";
import { framedPageMeta } from "~/lib/meta";
import { useFactText } from "~/lib/use-fact-text";
import type { Route } from "./+types/trabalhos";

export const meta: Route.MetaFunction = framedPageMeta(worksPage);

export default function WorksPage() {
  const t = useFactText();
  return (
    <>
      <PageHero page={worksPage} />

      <SubmissionBanner />

      <PageSection id="resumo-regras" title={worksPage.summaryTitle}>
        <StatList
          stats={worksPage.summary}
          look="withIcon"
          className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4"
          icon={(fact) => {
            const Icon = iconFor(fact.icon);
            return <Icon aria-hidden className="text-brand-700 size-6" />;
          }}
        />
      </PageSection>

      <PageSection
        id="regras"
        title={worksPage.rulesTitle}
        description={worksPage.rulesLead}
        tone="muted"
      >
        {/* Every rule starts open; visitors can fold what they have read. */}
        <Accordion className="rounded-xl border border-slate-200 bg-white px-5 shadow-sm sm:px-8">
          {worksPage.rules.map((rule) => (
            <AccordionItem key={rule.id} open>
              <AccordionTrigger className="text-lg">{rule.title}</AccordionTrigger>
              <AccordionContent>
                <BulletList items={rule.items} />
                {rule.id === "estrutura" ? (
                  <ExternalLink
                    href={worksPage.decsUrl}
                    className="text-brand-700 mt-3 inline-flex min-h-10 items-center gap-1.5 font-semibold underline-offset-4 hover:underline"
                  >
                    {worksPage.decsLabel}
                    <ExternalLinkIcon aria-hidden className="size-4" />
                  </ExternalLink>
                ) : null}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </PageSection>

      <PageSection id="proximos-passos" title={worksPage.nextTitle}>
        <ul className="grid gap-4 md:grid-cols-2 md:gap-6">
          {worksPage.nextSteps.map((step) => (
            <li
              key={step.to}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <IconTile icon={iconFor(step.icon)} />
              <h3 className="text-brand-950 text-lg font-bold">{step.title}</h3>
              <p className="flex-1 leading-relaxed text-slate-700">{t(step.text)}</p>
              <Link
                to={step.to}
                className="text-brand-700 inline-flex min-h-10 items-center gap-1.5 font-semibold underline-offset-4 hover:underline"
              >
                {step.linkLabel}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}

/** What the works page offers where the edition stands: submit, follow, or wait for the dates. */
function SubmissionBanner() {
  const { links, deadlines } = useEventFacts();
  const { submissionsOpen } = useEventPhase();
  const state = submissionsOpen ? "open" : deadlines.submission ? "closed" : "coming";
  const { title, text } = worksPage.banner[state];
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6 md:pt-14 lg:px-8">
      <NoticeBanner
        icon={CalendarClock}
        title={title}
        actions={
          state === "coming" ? undefined : (
            <>
              {state === "open" ? (
                <ExternalLinkButton
                  href={links.submissionPlatform}
                  markExternal
                  size="lg"
                  className="w-full sm:w-auto"
                >
                  {worksPage.submitLabel}
                </ExternalLinkButton>
              ) : null}
              <ExternalLinkButton
                href={links.submissionPlatform}
                icon={LogIn}
                variant={state === "open" ? "outline" : "default"}
                size="lg"
                className="w-full sm:w-auto"
              >
                {worksPage.followLabel}
              </ExternalLinkButton>
            </>
          )
        }
      >
        {text}
      </NoticeBanner>
    </div>
  );
}
