import { useEventFacts } from "~/lib/event-facts-context";
import { useFactText } from "~/lib/use-fact-text";
import { EmailAddress } from "~/components/email-address";
import { CalendarClock, Download, type LucideIcon, Mail, Upload } from "lucide-react";
import { ExternalLinkButton } from "~/components/pages/external-link";
import { InfoCardGrid } from "~/components/pages/info-card";
import { NoticeBanner } from "~/components/pages/notice-banner";
import { PageHero } from "~/components/pages/page-hero";
import { PageSection } from "~/components/pages/page-section";
import { StepList } from "~/components/pages/step-list";
import { approvedWorksPage } from "~/content/pages-works";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/trabalhos-aprovados";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[1].loaderData?.facts, approvedWorksPage.title, approvedWorksPage.description);

export default function ApprovedWorksPage() {
  const { steps } = approvedWorksPage;
  const { contact, links } = useEventFacts();
  return (
    <>
      <PageHero page={approvedWorksPage} />

      <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6 md:pt-14 lg:px-8">
        <NoticeBanner icon={CalendarClock} title={approvedWorksPage.deadlineTitle}>
          {approvedWorksPage.deadlineText}
        </NoticeBanner>
      </div>

      <PageSection
        id="passos"
        title={approvedWorksPage.stepsTitle}
        description={approvedWorksPage.stepsLead}
      >
        <StepList
          className="max-w-4xl"
          steps={[
            {
              title: steps.template.title,
              body: (
                <StepWithLink step={steps.template} href={links.slideTemplate} icon={Download} />
              ),
            },
            { title: steps.transfer.title, body: <p>{steps.transfer.text}</p> },
            { title: steps.review.title, body: <p>{steps.review.text}</p> },
            {
              title: steps.upload.title,
              body: (
                <StepWithLink
                  step={steps.upload}
                  href={links.submissionPlatform}
                  icon={Upload}
                  markExternal
                />
              ),
            },
          ]}
        />
      </PageSection>

      <PageSection
        id="apresentacao"
        title={approvedWorksPage.oralTitle}
        description={approvedWorksPage.oralLead}
        tone="muted"
      >
        <InfoCardGrid items={approvedWorksPage.oral} />
        <p className="mt-10 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
          <Mail aria-hidden className="text-brand-700 size-5" />
          <span className="text-brand-950 font-semibold">{approvedWorksPage.helpTitle}</span>
          <span>
            {approvedWorksPage.helpText}{" "}
            <a
              href={`mailto:${contact.contactEmail}`}
              className="text-brand-700 font-semibold underline underline-offset-4"
            >
              <EmailAddress address={contact.contactEmail} />
            </a>
            .
          </span>
        </p>
      </PageSection>
    </>
  );
}

/** A step's text and the button that takes the visitor to do it. */
function StepWithLink({
  step,
  ...link
}: {
  step: { text: string; linkLabel: string };
  href: string;
  icon: LucideIcon;
  markExternal?: boolean;
}) {
  const t = useFactText();
  return (
    <>
      <p>{t(step.text)}</p>
      <ExternalLinkButton {...link} className="mt-4 h-auto min-h-10 py-2 whitespace-normal">
        {step.linkLabel}
      </ExternalLinkButton>
    </>
  );
}
