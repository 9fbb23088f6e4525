import { type ComponentProps, Suspense } from "react";
import { isModifiedClick } from "~/lib/navigation";
import { lazyModule } from "~/lib/lazy-module";
import type * as Radix from "./tabs-radix";

// Radix tabs (roving focus, collection, presence: ~5 KB gzip) load apart from the first scripts;
// the server's HTML shows the tab its address names until they hydrate.
const component = lazyModule(() => import("./tabs-radix"));
const TabsRoot = component("Tabs");

export function Tabs(props: ComponentProps<typeof Radix.Tabs>) {
  return (
    <Suspense>
      <TabsRoot {...props} />
    </Suspense>
  );
}

export const TabsList = component("TabsList");
const TabsTrigger = component("TabsTrigger");
export const TabsContent = component("TabsContent");

/** A tab linking to its page: loaded without scripts, switched in place once hydrated. */
export function TabsLink({
  value,
  href,
  className,
  children,
}: {
  value: string;
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <TabsTrigger value={value} asChild className={className}>
      <a
        href={href}
        type={undefined}
        onClick={(event) => {
          if (!isModifiedClick(event)) event.preventDefault();
        }}
      >
        {children}
      </a>
    </TabsTrigger>
  );
}

/** Replaces the address without a navigation (a tab switched in place), keeping the router's state. */
export function replaceAddress(href: string) {
  window.history.replaceState(window.history.state, "", href);
}
