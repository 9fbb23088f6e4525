import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * The viewport of a carousel that `useLazyCarousel` (~/lib/use-lazy-carousel) creates late: pass
 * the hook's ref and whether its carousel exists yet. Until embla takes over (with JavaScript
 * off, or before the carousel nears the viewport) the row scrolls natively, so it must be
 * reachable by keyboard; `scrollerClassName` styles that state only.
 */
export function CarouselViewport({
  running,
  scrollerClassName,
  ...props
}: React.ComponentProps<"div"> & { running: boolean; scrollerClassName?: string }) {
  return (
    <div
      tabIndex={running ? undefined : 0}
      className={cn(
        running
          ? "overflow-hidden"
          : "focus-visible:ring-brand-500/50 snap-x snap-mandatory overflow-x-auto outline-none focus-visible:ring-[3px]",
        !running && scrollerClassName,
      )}
      {...props}
    />
  );
}
