import type { EmblaOptionsType } from "embla-carousel";
import { ChevronLeft } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { CarouselViewport } from "~/components/carousel-viewport";
import { Button, buttonVariants } from "~/components/ui/button";
import type { homeText } from "~/content/home";
import { useHydrated } from "~/lib/use-hydrated";
import { useLazyCarousel } from "~/lib/use-lazy-carousel";
import { cn } from "~/lib/utils";
import { SpeakerPhoto } from "./speaker-photo";
import type { listSpeakers } from "./speakers.server";

// Loaded on the first 'Ler mais': the home page's first JavaScript stays as it was.
const SpeakerBioDialog = lazy(() => import("./speaker-bio-dialog"));

export type SpeakerCardData = Awaited<ReturnType<typeof listSpeakers>>[number];

/** 1-3 cards per view (spec §2): where all fit, a centred row with embla off; below, a loop. */
const allFit = [
  { row: "justify-center", arrows: "hidden", media: "all" },
  { row: "md:justify-center", arrows: "md:hidden", media: "(min-width: 48rem)" },
  { row: "lg:justify-center", arrows: "lg:hidden", media: "(min-width: 64rem)" },
] as const;

/** A bio longer than this may not fit the card's three lines on a phone (about 34 per line). */
const LONG_BIO_CHARS = 100;
const readMoreClass = cn(buttonVariants({ variant: "link" }), "mt-1 self-start px-0 underline");

/** A looping carousel of speaker cards; a native scroller until embla arrives. */
export function SpeakersCarousel({
  speakers,
  text,
}: {
  speakers: SpeakerCardData[];
  text: typeof homeText.speakers;
}) {
  const fit = allFit[speakers.length - 1];
  const [options] = useState<EmblaOptionsType>(() => ({
    loop: true,
    align: "start",
    breakpoints: fit ? { [fit.media]: { active: false } } : {},
  }));
  const [viewportRef, api, runCarousel] = useLazyCarousel(options);
  // Without JavaScript (and until it runs) the arrows can do nothing: the row scrolls natively.
  const hydrated = useHydrated();
  const [reading, setReading] = useState<{ speaker: SpeakerCardData; from: HTMLElement }>();
  const [bioOpen, setBioOpen] = useState(false);

  return (
    <div>
      <CarouselViewport
        ref={viewportRef}
        running={api !== undefined}
        scrollerClassName="rounded-xl pb-4"
      >
        <ul className={cn("-ml-4 flex touch-pan-y", fit?.row)}>
          {speakers.map((speaker) => (
            <li
              key={speaker.id}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <SpeakerPhoto
                  src={speaker.imageUrl}
                  alt={text.photoAlt(speaker.name)}
                  className="bg-brand-50 aspect-[4/3] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-brand-950 text-xl font-bold">{speaker.name}</h3>
                  <p className="text-brand-700 mt-1 text-sm font-semibold">{speaker.role}</p>
                  {/* Clamped to three lines; a long bio gets 'Ler mais' (a dialog; `<details>` without JS). */}
                  <div className="group/bio mt-3 flex flex-col leading-relaxed text-slate-700">
                    <p className="line-clamp-3 group-has-[[open]]/bio:hidden">{speaker.bio}</p>
                    {speaker.bio.length <= LONG_BIO_CHARS ? null : hydrated ? (
                      <button
                        type="button"
                        className={readMoreClass}
                        onClick={(event) => {
                          setReading({ speaker, from: event.currentTarget });
                          setBioOpen(true);
                        }}
                      >
                        {text.readMore}
                        <span className="sr-only">{text.readMoreAbout(speaker.name)}</span>
                      </button>
                    ) : (
                      <details className="flex flex-col">
                        <summary className={cn(readMoreClass, "in-open:hidden")}>
                          {text.readMore}
                          <span className="sr-only">{text.readMoreAbout(speaker.name)}</span>
                        </summary>
                        <p>{speaker.bio}</p>
                      </details>
                    )}
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </CarouselViewport>

      <div className={cn("mt-8 flex justify-center gap-3", fit?.arrows)}>
        {(["previous", "next"] as const).map((direction) => (
          <Button
            key={direction}
            type="button"
            variant="outline"
            size="icon"
            className="rounded-full"
            aria-label={text[direction]}
            disabled={!hydrated}
            onClick={() =>
              runCarousel((carousel) =>
                direction === "next" ? carousel.scrollNext() : carousel.scrollPrev(),
              )
            }
          >
            <ChevronLeft
              aria-hidden
              className={cn("size-5", direction === "next" && "rotate-180")}
            />
          </Button>
        ))}
      </div>

      {reading ? (
        <Suspense fallback={null}>
          <SpeakerBioDialog
            speaker={reading.speaker}
            open={bioOpen}
            onOpenChange={setBioOpen}
            returnFocusTo={reading.from}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
