import { ArrowRight, BookOpen, CircleAlert, Layers } from "lucide-react";
import { FeatureList } from "~/components/pages/feature-list";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { homeText } from "~/content/home";
import { useEventFacts } from "~/lib/event-facts-context";
import { cn } from "~/lib/utils";

const text = homeText.cta;
const icons = { congresses: Layers, courses: BookOpen } as const;

/** The registration call to action (spec §2), target of every 'Inscreva-se' button. */
export function CtaBannerSection() {
  const { links } = useEventFacts();
  return (
    <section
      id="inscricao-section"
      aria-labelledby="inscricao-heading"
      className="px-4 py-16 sm:px-6 md:py-20 lg:px-8"
    >
      <div className="from-brand-950 via-brand-900 to-brand-700 relative isolate mx-auto max-w-7xl overflow-hidden rounded-3xl bg-linear-to-br px-6 py-12 text-white shadow-xl sm:px-10 md:py-16 lg:px-16">
        <div
          aria-hidden
          className="bg-accent-500/20 absolute -top-24 -right-24 -z-10 size-72 rounded-full blur-3xl"
        />
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <Badge variant="accent" className="tracking-wide">
              {text.badge}
            </Badge>
            <h2
              id="inscricao-heading"
              className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-balance md:text-4xl lg:text-5xl"
            >
              {text.heading}
            </h2>
            <p className="text-brand-50 mt-4 text-lg leading-relaxed">{text.discount}</p>

            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <a
                href={links.registration}
                className={cn(buttonVariants({ variant: "accent", size: "lg" }))}
              >
                {text.register}
                <ArrowRight aria-hidden />
              </a>
              <a
                href={links.courseStore}
                className={cn(
                  buttonVariants({ variant: "whiteOutline", size: "lg" }),
                  // Two lines on a phone: the button grows instead of clipping them.
                  "h-auto min-h-12 py-3 text-center whitespace-normal",
                )}
              >
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
      </div>
    </section>
  );
}
