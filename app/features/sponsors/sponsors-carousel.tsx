import { Link } from "react-router";
import { CarouselViewport } from "~/components/carousel-viewport";
import { useLazyCarousel } from "~/lib/use-lazy-carousel";
import { cn } from "~/lib/utils";
import type { selectSponsors } from "./sponsors.server";

export type SponsorLogo = Awaited<ReturnType<typeof selectSponsors>>[number];

/** Spec §9: the logos advance every 3 s. */
const AUTOPLAY_DELAY_MS = 3000;
/** Enough slides for the loop at the widest breakpoint (5 per view) with room to move. */
const MIN_SLIDES = 10;

const carouselOptions = { loop: true, align: "start" } as const;

async function loadAutoplay() {
  const { default: Autoplay } = await import("embla-carousel-autoplay");
  return [
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      // Movement that starts by itself is left out for visitors who asked for less motion.
      active: !window.matchMedia("(prefers-reduced-motion: reduce)").matches,
    }),
  ];
}

/** An auto-scrolling loop of sponsor logos, 3 to 5 per view; a native scroller before embla. */
export function SponsorsCarousel({ sponsors }: { sponsors: SponsorLogo[] }) {
  const [viewportRef, api] = useLazyCarousel(carouselOptions, loadAutoplay);

  if (sponsors.length === 0)
    return (
      <p className="text-center text-lg text-slate-700">
        <Link
          to="/patrocinio-exposicao"
          className="text-brand-700 hover:text-brand-900 font-semibold underline underline-offset-4"
        >
          Anuncie sua empresa aqui.
        </Link>
      </p>
    );

  // Too few to loop at 5 per view: repeat them once embla runs, copies hidden from assistive tech.
  const copies = api ? Math.max(1, Math.ceil(MIN_SLIDES / sponsors.length)) : 1;
  const slides = Array.from({ length: copies }, (_, copy) =>
    sponsors.map((sponsor) => ({ sponsor, copy })),
  ).flat();

  return (
    <CarouselViewport ref={viewportRef} running={api !== undefined}>
      <ul data-sponsors-track className="-ml-4 flex touch-pan-y items-center">
        {slides.map(({ sponsor, copy }) => (
          <li
            key={`${sponsor.id}-${copy}`}
            aria-hidden={copy > 0 || undefined}
            className="min-w-0 shrink-0 grow-0 basis-1/3 snap-start pl-4 md:basis-1/4 lg:basis-1/5"
          >
            <div className="flex h-24 items-center justify-center rounded-xl border border-slate-200 bg-white p-3 md:h-28 md:p-4">
              <img
                src={sponsor.logo}
                alt={copy > 0 ? "" : sponsor.name}
                width={200}
                height={80}
                loading="lazy"
                decoding="async"
                className={cn("max-h-16 w-auto max-w-full object-contain", sponsor.customClass)}
              />
            </div>
          </li>
        ))}
      </ul>
    </CarouselViewport>
  );
}
