import { EmailAddress } from "~/components/email-address";
import { Mail, Phone, Users } from "lucide-react";
import { InfoCardGrid } from "~/components/pages/info-card";
import { PageHero } from "~/components/pages/page-hero";
import { PageSection } from "~/components/pages/page-section";
import { StepList } from "~/components/pages/step-list";
import { Button } from "~/components/ui/button";
import { groupRegistrationPage } from "~/content/pages-registration";
import { useEventFacts } from "~/lib/event-facts-context";
import { framedPageMeta } from "~/lib/meta";
import { phoneHref } from "~/lib/event-format";
import type { Route } from "./+types/inscricoes-grupo";

export const meta: Route.MetaFunction = framedPageMeta(groupRegistrationPage);

// The first tier on a light card, the larger discount on the brand's dark one.
const tierStyles = [
  {
    card: "border-brand-200 bg-brand-50 flex items-center gap-5 rounded-2xl border p-6 sm:p-8",
    icon: "text-brand-700 size-10 shrink-0",
    title: "text-brand-950 text-lg font-bold",
    discount: "text-brand-800 text-4xl font-extrabold",
  },
  {
    card: "from-brand-900 to-brand-700 flex items-center gap-5 rounded-2xl bg-linear-to-br p-6 text-white shadow-md sm:p-8",
    icon: "text-accent-300 size-10 shrink-0",
    title: "text-lg font-bold",
    discount: "text-accent-300 text-4xl font-extrabold",
  },
] as const;

export default function GroupRegistrationPage() {
  const page = groupRegistrationPage;
  const { contact } = useEventFacts();
  return (
    <>
      <PageHero page={page} />

      <PageSection id="descontos" title={page.tiersTitle} description={page.tiersLead}>
        <ul className="grid gap-4 sm:grid-cols-2 md:gap-6 lg:max-w-4xl">
          {page.tiers.map((tier, index) => {
            const style = tierStyles[index === 0 ? 0 : 1];
            return (
              <li key={tier.discount} className={style.card}>
                <Users aria-hidden className={style.icon} />
                <div>
                  <h3 className={style.title}>{tier.condition}</h3>
                  <p className={style.discount}>
                    {tier.discount}
                    <span className="ml-2 text-base font-semibold">de desconto</span>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection id="pagamento" title={page.paymentTitle} tone="muted">
        <InfoCardGrid items={page.payment} />
      </PageSection>

      <PageSection id="como-solicitar" title={page.howTitle}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
          <StepList steps={page.steps} />
          <aside
            aria-labelledby="contato-grupo-titulo"
            className="bg-brand-900 flex flex-col gap-5 rounded-2xl p-6 text-white shadow-md sm:p-8"
          >
            <div>
              <h3 id="contato-grupo-titulo" className="text-xl font-bold">
                {page.contactTitle}
              </h3>
              <p className="text-brand-100 mt-1">{page.contactText}</p>
            </div>
            <div className="flex flex-col gap-2">
              <Button asChild variant="accent" size="lg" className="w-full">
                <a
                  href={`mailto:${contact.contactEmail}?subject=${encodeURIComponent(page.emailSubject)}`}
                >
                  <Mail aria-hidden />
                  Enviar e-mail
                </a>
              </Button>
              <p className="text-brand-100 text-center text-xs sm:text-sm">
                <EmailAddress address={contact.contactEmail} />
              </p>
            </div>
            <Button asChild variant="whiteOutline" size="lg" className="w-full">
              <a href={phoneHref(contact.phone)}>
                <Phone aria-hidden />
                {contact.phone}
              </a>
            </Button>
            <p className="text-brand-100 text-sm">{contact.hours}</p>
          </aside>
        </div>
      </PageSection>
    </>
  );
}
