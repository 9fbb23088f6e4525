import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { SpeakerPhoto } from "./speaker-photo";

export interface SpeakerCardData {
  id: string;
  name: string;
  role: string;
  bio: string;
  imageUrl: string | null;
}

/**
 * A looping carousel of speaker cards: 1, 2 or 3 per view by breakpoint (spec §2). Before
 * hydration (or with JavaScript off) it is a horizontally scrollable row.
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
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start" });

  // Native scrolling may have moved the row before embla took over with transforms.
  useEffect(() => {
    if (api) api.rootNode().scrollLeft = 0;
  }, [api]);

  return (
    <div>
      <div
        ref={viewportRef}
        className={cn(api ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto pb-4")}
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
          disabled={!api}
          onClick={() => api?.scrollPrev()}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="rounded-full"
          aria-label={nextLabel}
          disabled={!api}
          onClick={() => api?.scrollNext()}
        >
          <ChevronRight aria-hidden className="size-5" />
        </Button>
      </div>
    </div>
  );
}
