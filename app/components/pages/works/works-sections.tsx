import { useEventFacts, useEventPhase } from "~/lib/event-facts-context";
import { useFactText } from "~/lib/use-fact-text";
import {
  ArrowRight,
  CalendarClock,
  ExternalLink as ExternalLinkIcon,
  LogIn,
  type LucideIcon,
} from "lucide-react";
import { StatList } from "~/components/pages/stat-list";
import { Link } from "react-router";
import { iconFor } from "~/components/icon";
import { ExternalLink, ExternalLinkButton } from "~/components/pages/external-link";
import { NoticeBanner } from "~/components/pages/notice-banner";
import { PageSection } from "~/components/pages/page-section";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { IconTile } from "~/components/ui/icon-tile";
import { worksPage } from "~/content/pages-works";

/** What the works page offers where the edition stands: submit, follow, or wait for the dates. */
export function SubmissionBanner() {
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

export function SummarySection() {
  return (
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
  );
}

export function RulesSection() {
  const t = useFactText();
  return (
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
            <AccordionTrigger headingLevel={3} className="text-lg">
              {rule.title}
            </AccordionTrigger>
            <AccordionContent>
              <ul className="space-y-2">
                {rule.items.map((item) => (
                  <li key={item} className="flex gap-3 leading-relaxed">
                    <span
                      aria-hidden
                      className="bg-accent-500 mt-2.5 size-1.5 shrink-0 rounded-full"
                    />
                    <span>{t(item)}</span>
                  </li>
                ))}
              </ul>
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
  );
}

export function NextStepsSection() {
  return (
    <PageSection id="proximos-passos" title={worksPage.nextTitle}>
      <ul className="grid gap-4 md:grid-cols-2 md:gap-6">
        {worksPage.nextSteps.map((step) => (
          <NextStepCard key={step.to} {...step} icon={iconFor(step.icon)} />
        ))}
      </ul>
    </PageSection>
  );
}

export function NextStepCard({
  icon,
  title,
  text,
  linkLabel,
  to,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  linkLabel: string;
  to: string;
}) {
  const t = useFactText();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <IconTile icon={icon} />
      <h3 className="text-brand-950 text-lg font-bold">{title}</h3>
      <p className="flex-1 leading-relaxed text-slate-700">{t(text)}</p>
      <Link
        to={to}
        className="text-brand-700 inline-flex min-h-10 items-center gap-1.5 font-semibold underline-offset-4 hover:underline"
      >
        {linkLabel}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </li>
  );
}
