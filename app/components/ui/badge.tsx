import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";
import { badgeVariants } from "./badge-variants";

/** The default size, on one line: the hero draws its larger, wrapping badges with `badgeVariants`. */
export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<"span"> & Pick<VariantProps<typeof badgeVariants>, "variant">) {
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}
