import { CircleAlert, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";

const tones = {
  error: "border-red-200 bg-red-50 text-red-800",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
};

/** A message about a whole form or page: an error as `role="alert"`, a warning as status. */
export function Alert({
  tone = "error",
  icon: Icon = CircleAlert,
  className,
  children,
  ...props
}: React.ComponentProps<"div"> & { tone?: keyof typeof tones; icon?: LucideIcon }) {
  return (
    <div
      data-slot="alert"
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-3 rounded-lg border p-4 text-sm font-medium",
        tones[tone],
        className,
      )}
      {...props}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
