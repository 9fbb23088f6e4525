import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";

const alertVariants = cva("flex items-start gap-3 rounded-lg border p-4 text-sm font-medium", {
  variants: {
    tone: {
      error: "border-red-200 bg-red-50 text-red-800",
      warning: "border-amber-300 bg-amber-50 text-amber-900",
    },
  },
  defaultVariants: { tone: "error" },
});

/** A message about a whole form or page: an error as `role="alert"`, a warning as status. */
export function Alert({
  tone = "error",
  icon: Icon = CircleAlert,
  className,
  children,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof alertVariants> & { icon?: LucideIcon }) {
  return (
    <div
      data-slot="alert"
      role={tone === "error" ? "alert" : "status"}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
