import type * as React from "react";
import { cn } from "~/lib/utils";

/** A plain `<label>` rather than Radix's: it needs no JavaScript. */
export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn("text-sm font-semibold text-slate-800", className)}
      {...props}
    />
  );
}
