import { Tabs as TabsPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";

/** A Radix tabs part with its `data-slot` and base classes, the caller's `className` last. */
function part<Props extends { className?: string }>(
  Primitive: React.JSXElementConstructor<Props>,
  slot: string,
  base: string,
) {
  const Component = Primitive as React.JSXElementConstructor<Record<string, unknown>>;
  return function TabsPart({ className, ...props }: Props) {
    return <Component data-slot={slot} className={cn(base, className)} {...props} />;
  };
}

export const Tabs = part(TabsPrimitive.Root, "tabs", "flex flex-col gap-4");

export const TabsList = part(
  TabsPrimitive.List,
  "tabs-list",
  "bg-brand-50 text-brand-900 inline-flex flex-wrap items-center justify-center gap-1 rounded-lg p-1",
);

export const TabsTrigger = part(
  TabsPrimitive.Trigger,
  "tabs-trigger",
  "focus-visible:ring-brand-500/50 data-[state=active]:bg-brand-700 inline-flex min-h-10 items-center justify-center rounded-md px-3 py-2 text-sm font-semibold transition-colors outline-none hover:bg-white/70 focus-visible:ring-[3px] data-[state=active]:text-white data-[state=active]:shadow",
);

export const TabsContent = part(
  TabsPrimitive.Content,
  "tabs-content",
  "focus-visible:ring-brand-500/50 outline-none focus-visible:ring-[3px]",
);
