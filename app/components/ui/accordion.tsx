import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";

// Native `<details>`: they work before and without scripts; a shared `name` makes a group.

export function Accordion({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="accordion" className={className} {...props} />;
}

export function AccordionItem({ className, ...props }: React.ComponentProps<"details">) {
  return (
    <details
      data-slot="accordion-item"
      className={cn("group border-b border-slate-200 last:border-b-0", className)}
      {...props}
    />
  );
}

/** The question, inside an `h3` (every disclosure list sits under an `h2`). */
export function AccordionTrigger({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <summary
      data-slot="accordion-trigger"
      className={cn(
        "text-brand-950 focus-visible:ring-brand-500/50 flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-4 text-left outline-none hover:underline focus-visible:ring-[3px] [&::-webkit-details-marker]:hidden",
        className,
      )}
    >
      <h3 className="text-[length:inherit] font-semibold">{children}</h3>
      <ChevronDown
        aria-hidden
        className="text-brand-700 size-5 shrink-0 transition-transform duration-200 group-open:rotate-180"
      />
    </summary>
  );
}

export function AccordionContent({ className, children }: React.ComponentProps<"div">) {
  return <div className={cn("pb-4 text-slate-700", className)}>{children}</div>;
}
