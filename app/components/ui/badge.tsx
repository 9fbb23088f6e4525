import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";
import { badgeVariants } from "./badge-variants";

export function Badge({
  className,
  variant,
  size,
  wrap,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return (
    <span
      data-slot="badge"
      className={cn(badgeVariants({ variant, size, wrap }), className)}
      {...props}
    />
  );
}
