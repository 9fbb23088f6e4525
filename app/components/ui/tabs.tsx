import { type ComponentProps, Suspense } from "react";
import { lazyModule } from "~/lib/lazy-module";
import type * as Radix from "./tabs-radix";

// Radix tabs (roving focus, collection, presence: ~5 KB gzip with the accordion's share) load
// apart from the first scripts; the server's HTML shows the active panel until they hydrate.
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
export const TabsTrigger = component("TabsTrigger");
export const TabsContent = component("TabsContent");
