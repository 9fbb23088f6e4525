import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { useLazyCarousel } from "~/lib/use-lazy-carousel";
import { cn } from "~/lib/utils";
import { SpeakerPhoto } from "./speaker-photo";

export interface SpeakerCardData {
  id: string;
  name: string;
  role: string;
  bio: string;
  imageUrl: string | null;
}

const carouselOptions = { loop: true, align: "start" } as const;

/**
 * A looping carousel of speaker cards: 1, 2 or 3 per view by breakpoint (spec §2). Until embla
 * arrives (with JavaScript off, or before the section nears the viewport) it is a horizontally
 * scrollable row.
 */
export function SpeakersCarousel({
  speakers,
  previousLabel,
  nextLabel,
  photoAlt,
}: {
  speakers: SpeakerCardData[];
  previousLabel: string;
  nextLabel: string;
  photoAlt: (name: string) => string;
}) {
  const [viewportRef, api, runCarousel] = useLazyCarousel(carouselOptions);
  // Without JavaScript (and until it runs) the arrows can do nothing: the row scrolls natively.
  const hydrated = useHydrated();

  return (
    <div>
      <div
        ref={viewportRef}
        // Until embla takes over, the row scrolls natively and so must be reachable by keyboard.
        tabIndex={api ? undefined : 0}
        className={cn(
          api
            ? "overflow-hidden"
            : "focus-visible:ring-brand-500/50 snap-x snap-mandatory overflow-x-auto rounded-xl pb-4 outline-none focus-visible:ring-[3px]",
        )}
      >
        <ul className="-ml-4 flex touch-pan-y">
          {speakers.map((speaker) => (
            <li
              key={speaker.id}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <SpeakerPhoto
                  src={speaker.imageUrl}
                  alt={photoAlt(speaker.name)}
                  className="bg-brand-50 aspect-[4/3] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-brand-950 text-xl font-bold">{speaker.name}</h3>
                  <p className="text-brand-700 mt-1 text-sm font-semibold">{speaker.role}</p>
                  <p className="mt-3 line-clamp-3 leading-relaxed text-slate-700">{speaker.bio}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-8 flex justify-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="rounded-full"
          aria-label={previousLabel}
          disabled={!hydrated}
          onClick={() => runCarousel((carousel) => carousel.scrollPrev())}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="rounded-full"
          aria-label={nextLabel}
          disabled={!hydrated}
          onClick={() => runCarousel((carousel) => carousel.scrollNext())}
        >
          <ChevronRight aria-hidden className="size-5" />
        </Button>
      </div>
    </div>
  );
}
