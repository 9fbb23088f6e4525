import type * as React from "react";
import { cn } from "~/lib/utils";

/** A lazy carousel's viewport: a keyboard-reachable native scroller until embla runs. */
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
