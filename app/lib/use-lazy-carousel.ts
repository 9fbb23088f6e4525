import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";

/** Start fetching embla a little before the carousel scrolls into view. */
const VISIBLE_MARGIN = "300px";

/** An embla carousel loaded near the viewport or on the first `run`; a native scroller before. */
export function useLazyCarousel(
  options: EmblaOptionsType,
  loadPlugins?: () => Promise<EmblaPluginType[]>,
) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [wanted, setWanted] = useState(false);
  const pending = useRef<((api: EmblaCarouselType) => void) | undefined>(undefined);

  useEffect(() => {
    if (!viewport) return;
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    const create = () =>
      void Promise.all([import("embla-carousel"), loadPlugins?.() ?? []]).then(
        ([{ default: EmblaCarousel }, plugins]) => {
          if (cancelled) return;
          // Native scrolling may have moved the row before embla takes over with transforms.
          viewport.scrollLeft = 0;
          carousel = EmblaCarousel(viewport, options, plugins);
          setApi(carousel);
          pending.current?.(carousel);
          pending.current = undefined;
        },
      );
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        create();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    if (wanted) create();
    else observer.observe(viewport);
    return () => {
      cancelled = true;
      observer.disconnect();
      carousel?.destroy();
      setApi(undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options and plugins are read once
  }, [viewport, wanted]);

  /** Runs `action` on the carousel now, or as soon as it exists. */
  const run = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (api) return action(api);
      pending.current = action;
      setWanted(true);
    },
    [api],
  );

  return [setViewport, api, run] as const;
}
