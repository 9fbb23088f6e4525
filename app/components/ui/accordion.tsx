import { type ComponentProps, Suspense } from "react";
import { lazyModule } from "~/lib/lazy-module";
import type * as Radix from "./accordion-radix";

// Radix accordion (collapsible, collection, presence) loads apart from the first scripts; the
// server's HTML shows the closed questions until it hydrates.
const component = lazyModule(() => import("./accordion-radix"));
const AccordionRoot = component("Accordion");

export function Accordion(props: ComponentProps<typeof Radix.Accordion>) {
  return (
    <Suspense>
      <AccordionRoot {...props} />
    </Suspense>
  );
}

export const AccordionItem = component("AccordionItem");
export const AccordionTrigger = component("AccordionTrigger");
export const AccordionContent = component("AccordionContent");
