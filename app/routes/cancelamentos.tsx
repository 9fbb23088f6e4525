import { IconTile } from "~/components/ui/icon-tile";
import { EmailAddress } from "~/components/email-address";
import { ArrowLeftRight, CircleCheck, CircleX, Clock, Info } from "lucide-react";
import { PageHero } from "~/components/pages/page-hero";
import { PageSection } from "~/components/pages/page-section";
import { StepList } from "~/components/pages/step-list";
import { Button } from "~/components/ui/button";
import { cancellationPage } from "~/content/pages-registration";
import { useEventFacts } from "~/lib/event-facts-context";
import { framedPageMeta } from "~/lib/meta";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/cancelamentos";

export const meta: Route.MetaFunction = framedPageMeta(cancellationPage);

const toneStyles = {
  positive: {
    icon: CircleCheck,
    card: "border-emerald-200 bg-emerald-50",
    iconClass: "bg-emerald-700 text-white",
  },
  negative: {
    icon: CircleX,
    card: "border-red-200 bg-red-50",
    iconClass: "bg-red-700 text-white",
  },
  neutral: {
    icon: ArrowLeftRight,
    card: "border-brand-200 bg-brand-50",
    iconClass: "bg-brand-700 text-white",
  },
};

export default function CancellationPage() {
  const { contact } = useEventFacts();
  return (
    <>
      <PageHero page={cancellationPage} />

      <PageSection
        id="politica"
        title={cancellationPage.policyTitle}
        description={cancellationPage.policyLead}
      >
        <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
          {cancellationPage.rules.map((rule) => {
            const style = toneStyles[rule.tone];
            return (
              <li
                key={rule.title}
                className={cn("flex flex-col gap-3 rounded-xl border p-6", style.card)}
              >
                <IconTile icon={style.icon} tone="none" shape="round" className={style.iconClass} />
                <h3 className="text-brand-950 text-lg font-bold">{rule.title}</h3>
                <p className="leading-relaxed text-slate-800">{rule.text}</p>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection id="como-solicitar" title={cancellationPage.howTitle} tone="muted">
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
          <StepList steps={cancellationPage.steps} />
          <aside
            aria-label="Contato para cancelamentos"
            className="bg-brand-900 flex flex-col gap-4 rounded-2xl p-6 text-white shadow-md sm:p-8"
          >
            <p className="flex items-center gap-3 text-lg font-bold">
              <Clock aria-hidden className="text-accent-300 size-6 shrink-0" />
              {cancellationPage.replyNote}
            </p>
            <div className="text-brand-100 leading-relaxed">
              <p>Envie sua solicitação para o e-mail</p>
              <p className="text-sm font-semibold text-white sm:text-base">
                <EmailAddress address={contact.contactEmail} />
              </p>
              <p className="mt-2">Atendimento: {contact.hours.toLowerCase()}.</p>
            </div>
            <Button
              asChild
              variant="accent"
              size="lg"
              className="h-auto min-h-11 w-full py-3 whitespace-normal"
            >
              <a
                href={`mailto:${contact.contactEmail}?subject=${encodeURIComponent("Cancelamento de inscrição")}`}
              >
                Enviar solicitação por e-mail
              </a>
            </Button>
          </aside>
        </div>
        <p className="mt-8 flex items-start gap-3 text-slate-700">
          <Info aria-hidden className="text-brand-700 mt-0.5 size-5 shrink-0" />
          {cancellationPage.coursesNote}
        </p>
      </PageSection>
    </>
  );
}
