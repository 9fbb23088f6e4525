import type * as React from "react";
import { cn } from "~/lib/utils";
import { controlClass } from "./input";

/** The browser's own select, styled like the other controls (works without JavaScript). */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      data-slot="native-select"
      className={cn(controlClass, "h-11 px-3", className)}
      {...props}
    />
  );
}
