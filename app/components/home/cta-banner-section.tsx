import { ArrowRight, Award, BookOpen, CircleAlert, Layers } from "lucide-react";
import { FeatureList } from "~/components/pages/feature-list";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import type { EventFacts } from "~/content/event-facts-schema";
import { homeText } from "~/content/home";
import { useEventFacts, useEventPhase } from "~/lib/event-facts-context";
import { ordinal } from "~/lib/event-format";
import { useFactText } from "~/lib/use-fact-text";
import { cn } from "~/lib/utils";

const text = homeText.cta;
const icons = { congresses: Layers, courses: BookOpen } as const;

/** The registration call to action (spec §2); after the event, the thanks instead. */
export function CtaBannerSection({ nextEdition }: { nextEdition?: number | null }) {
  const { stage } = useEventPhase();
  return (
    <section
      id={stage === "after" ? "pos-evento" : "inscricao-section"}
      aria-labelledby="inscricao-heading"
      className="px-4 py-16 sm:px-6 md:py-20 lg:px-8"
    >
      <div className="from-brand-950 via-brand-900 to-brand-700 relative isolate mx-auto max-w-7xl overflow-hidden rounded-3xl bg-linear-to-br px-6 py-12 text-white shadow-xl sm:px-10 md:py-16 lg:px-16">
        <div
          aria-hidden
          className="bg-accent-500/20 absolute -top-24 -right-24 -z-10 size-72 rounded-full blur-3xl"
        />
        {stage === "after" ? <Thanks nextEdition={nextEdition ?? null} /> : <Registration />}
      </div>
    </section>
  );
}

function Heading({ badge, children }: { badge: string; children: React.ReactNode }) {
  return (
    <>
      <Badge variant="accent" className="tracking-wide">
        {badge}
      </Badge>
      <h2
        id="inscricao-heading"
        className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-balance md:text-4xl lg:text-5xl"
      >
        {children}
      </h2>
    </>
  );
}

const primaryButton = buttonVariants({ variant: "accent", size: "lg" });
// Two lines on a phone: the button grows instead of clipping them.
const secondaryButton = cn(
  buttonVariants({ variant: "whiteOutline", size: "lg" }),
  "h-auto min-h-12 py-3 text-center whitespace-normal",
);

function Registration() {
  const { links } = useEventFacts();
  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-center">
      <div>
        <Heading badge={text.badge}>{text.heading}</Heading>
        <p className="text-brand-50 mt-4 text-lg leading-relaxed">{text.discount}</p>

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a href={links.registration} className={primaryButton}>
            {text.register}
            <ArrowRight aria-hidden />
          </a>
          <a href={links.courseStore} className={secondaryButton}>
            {text.courses}
          </a>
        </div>
        <p className="text-brand-100 mt-4 flex items-center gap-2 text-sm">
          <CircleAlert aria-hidden className="text-accent-400 size-4 shrink-0" />
          {text.note}
        </p>
      </div>

      <FeatureList
        items={text.tiles}
        look="glass"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1"
        icon={(tile) => {
          const Icon = icons[tile.id];
          return <Icon aria-hidden className="text-accent-400 size-7" />;
        }}
      />
    </div>
  );
}

/** After the event: where the certificates and proceedings are (their page when not linked yet). */
function Thanks({ nextEdition }: { nextEdition: number | null }) {
  const facts = useEventFacts();
  const t = useFactText();
  const thanks = homeText.afterEvent;
  const current = (cards: EventFacts["certificates"]) =>
    cards.find((card) => card.edition === facts.event.edition)?.url;
  return (
    <div className="max-w-3xl">
      <Heading badge={thanks.badge}>{t(thanks.heading)}</Heading>
      <p className="text-brand-50 mt-4 text-lg leading-relaxed">{t(thanks.text)}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={current(facts.certificates) ?? "/certificados"} className={primaryButton}>
          <Award aria-hidden />
          {thanks.certificates}
        </a>
        <a href={current(facts.proceedings) ?? "/anais"} className={secondaryButton}>
          <BookOpen aria-hidden />
          {thanks.proceedings}
        </a>
      </div>
      {nextEdition ? (
        <p className="text-brand-100 mt-6 text-base font-semibold">
          {thanks.nextEdition(ordinal(nextEdition, "feminine"))}
        </p>
      ) : null}
    </div>
  );
}
