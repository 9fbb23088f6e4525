import type * as React from "react";
import { cn } from "~/lib/utils";

/** A numbered list of steps, each with an `h3`; the numbers come from the list's own order. */
export function StepList({
  steps,
  className,
}: {
  steps: { title: string; body: React.ReactNode }[];
  className?: string;
}) {
  return (
    <ol className={cn("grid gap-4 md:gap-6", className)}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:gap-5 sm:p-6"
        >
          <span
            aria-hidden
            className="bg-brand-700 flex size-10 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="text-brand-950 text-lg leading-snug font-bold">
              <span className="sr-only">Passo {index + 1}: </span>
              {step.title}
            </h3>
            <div className="mt-2 leading-relaxed wrap-anywhere text-slate-700">{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
