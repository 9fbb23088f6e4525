import type * as React from "react";
import { cn } from "~/lib/utils";

/** The look every text control of a form shares (input, textarea, select). */
export const controlClass =
  "w-full rounded-lg border border-slate-500 bg-white px-3.5 text-base text-slate-900 shadow-xs transition-colors outline-none placeholder:text-slate-500 hover:border-brand-600 focus-visible:border-brand-600 focus-visible:ring-[3px] focus-visible:ring-brand-500/30 disabled:opacity-60 aria-invalid:border-red-700 aria-invalid:focus-visible:ring-red-600/25";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(controlClass, "h-11", className)}
      {...props}
    />
  );
}
