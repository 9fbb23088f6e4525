import type { ReactNode } from "react";
import { ArrowDown, Check, Mail, Phone } from "lucide-react";
import { EmailAddress } from "~/components/email-address";
import { HomeSection } from "~/components/home/home-heading";
import { iconFor } from "~/components/icon";
import { FeatureList } from "~/components/pages/feature-list";
import { StatList } from "~/components/pages/stat-list";
import { buttonVariants } from "~/components/ui/button";
import { IconTile } from "~/components/ui/icon-tile";
import { sponsorshipText as text } from "~/content/sponsorship";
import { useEventFacts } from "~/lib/event-facts-context";
import { phoneHref } from "~/lib/event-format";
import { useFactText } from "~/lib/use-fact-text";
import { cn } from "~/lib/utils";

export function SponsorshipPage({ sponsors, form }: { sponsors: ReactNode; form: ReactNode }) {
  const { contact } = useEventFacts();
  const t = useFactText();
  return (
    <>
      <section className="from-brand-950 via-brand-900 to-brand-800 relative isolate overflow-hidden bg-linear-to-br text-white">
        <div
          aria-hidden
          className="bg-accent-500/20 absolute -top-24 -right-24 -z-10 size-80 rounded-full blur-3xl"
        />
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
          <p className="text-accent-300 text-sm font-semibold tracking-wider uppercase">
            Para empresas e marcas
          </p>
          <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
            Patrocínio e Exposição
          </h1>
          <p className="mt-4 max-w-3xl text-base text-white/90 sm:text-lg">{t(text.intro)}</p>
          <a
            href="#solicite-informacoes"
            className={cn(buttonVariants({ variant: "accent", size: "lg" }), "mt-8")}
          >
            {text.cta}
            <ArrowDown aria-hidden />
          </a>

          <StatList
            stats={text.stats}
            look="glass"
            className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4"
          />
        </div>
      </section>

      <HomeSection
        headingId="why-heading"
        className="py-16 md:py-20"
        title={text.why.heading}
        intro={text.why.intro}
        alignStart
      >
        <FeatureList
          items={text.why.items}
          look="plain"
          className="mt-10 grid gap-6 md:grid-cols-3"
          icon={(item) => <IconTile icon={iconFor(item.icon)} tone="softStrong" size="lg" />}
        />

        <div className="bg-brand-50 mt-12 rounded-2xl p-6 md:p-8">
          <h3 className="text-brand-950 text-xl font-bold">{text.audience.heading}</h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {text.audience.items.map((item) => (
              <li key={item} className="flex items-center gap-3 text-slate-800">
                <span className="bg-brand-700 flex size-6 shrink-0 items-center justify-center rounded-full text-white">
                  <Check aria-hidden className="size-4" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
      </HomeSection>

      <HomeSection
        headingId="formats-heading"
        className="bg-slate-50 py-16 md:py-20"
        title={text.formats.heading}
        intro={text.formats.intro}
        alignStart
      >
        <FeatureList
          items={text.formats.items}
          look="accent"
          className="mt-10 grid gap-6 md:grid-cols-3"
          icon={(item) => {
            const Icon = iconFor(item.icon);
            return <Icon aria-hidden className="text-accent-600 size-7" />;
          }}
        />
      </HomeSection>

      <HomeSection
        headingId="sponsors-heading"
        className="py-16 md:py-20"
        title={text.sponsors.heading}
        intro={text.sponsors.intro}
        headingClassName="mb-10"
      >
        {sponsors}
      </HomeSection>

      <section
        id="solicite-informacoes"
        aria-labelledby="form-heading"
        className="bg-brand-950 py-16 md:py-20"
      >
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-12 lg:px-8">
          <div className="text-white">
            <h2 id="form-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
              {text.form.heading}
            </h2>
            <p className="mt-3 text-lg text-white/90">{text.form.intro}</p>
            <p className="mt-8 font-semibold text-white">Prefere falar com a gente?</p>
            <ul className="mt-3 flex flex-col gap-2">
              <li>
                <a
                  href={`mailto:${contact.contactEmail}`}
                  className="text-accent-300 inline-flex min-h-10 items-center gap-3 font-medium [overflow-wrap:anywhere] underline-offset-4 hover:text-white hover:underline"
                >
                  <Mail aria-hidden className="size-5 shrink-0" />
                  <EmailAddress address={contact.contactEmail} />
                </a>
              </li>
              <li>
                <a
                  href={phoneHref(contact.phone)}
                  className="text-accent-300 inline-flex min-h-10 items-center gap-3 font-medium underline-offset-4 hover:text-white hover:underline"
                >
                  <Phone aria-hidden className="size-5 shrink-0" />
                  {contact.phone}
                </a>
              </li>
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-5 shadow-xl sm:p-8">{form}</div>
        </div>
      </section>
    </>
  );
}
