import type * as React from "react";
import { cn } from "~/lib/utils";
import { controlClass } from "./input";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClass, "min-h-24 resize-y py-2.5 leading-relaxed", className)}
      {...props}
    />
  );
}
