import type * as React from "react";
import { useFactText } from "~/lib/use-fact-text";
import { cn } from "~/lib/utils";

/** Numbered steps, each an `h3`, a text that may name {placeholders} and maybe an action. */
export function StepList({
  steps,
  className,
}: {
  steps: readonly { title: string; text: string; action?: React.ReactNode }[];
  className?: string;
}) {
  const t = useFactText();
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
            <div className="mt-2 leading-relaxed wrap-anywhere text-slate-700">
              <p>{t(step.text)}</p>
              {step.action}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
