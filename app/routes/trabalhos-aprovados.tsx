import { useEventFacts } from "~/lib/event-facts-context";
import { EmailAddress } from "~/components/email-address";
import { CalendarClock, Download, Mail, Upload } from "lucide-react";
import { ExternalLinkButton } from "~/components/pages/external-link";
import { InfoCardGrid } from "~/components/pages/info-card";
import { NoticeBanner } from "~/components/pages/notice-banner";
import { PageHero } from "~/components/pages/page-hero";
import { PageSection } from "~/components/pages/page-section";
import { StepList } from "~/components/pages/step-list";
import { approvedWorksPage } from "~/content/pages-works";
import { framedPageMeta } from "~/lib/meta";
import type { Route } from "./+types/trabalhos-aprovados";

export const meta: Route.MetaFunction = framedPageMeta(approvedWorksPage);

// A long label wraps inside its button.
const stepLinkClass = "mt-4 h-auto min-h-10 py-2 whitespace-normal";

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
              ...steps.template,
              action: (
                <ExternalLinkButton
                  href={links.slideTemplate}
                  icon={Download}
                  className={stepLinkClass}
                >
                  {steps.template.linkLabel}
                </ExternalLinkButton>
              ),
            },
            steps.transfer,
            steps.review,
            {
              ...steps.upload,
              action: (
                <ExternalLinkButton
                  href={links.submissionPlatform}
                  icon={Upload}
                  markExternal
                  className={stepLinkClass}
                >
                  {steps.upload.linkLabel}
                </ExternalLinkButton>
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
