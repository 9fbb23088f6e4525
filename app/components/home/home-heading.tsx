import type * as React from "react";
import { cn } from "~/lib/utils";

/** A band of the home page: its background, a centred `h2` with its lead, then the content. */
export function HomeSection({
  id,
  headingId,
  className,
  title,
  intro,
  kicker,
  headingClassName,
  alignStart = false,
  children,
}: {
  id?: string;
  headingId: string;
  className: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  /** A badge or icon above the heading. */
  kicker?: React.ReactNode;
  headingClassName?: string;
  /** The heading on the left, in a wider column (the sponsorship page's bands). */
  alignStart?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div
          className={
            alignStart ? "max-w-3xl" : cn("mx-auto max-w-2xl text-center", headingClassName)
          }
        >
          {kicker}
          <h2
            id={headingId}
            className={cn(
              "text-brand-950 text-3xl font-bold tracking-tight md:text-4xl",
              kicker ? "mt-4" : undefined,
            )}
          >
            {title}
          </h2>
          {intro ? <p className="mt-3 text-lg text-slate-700">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
