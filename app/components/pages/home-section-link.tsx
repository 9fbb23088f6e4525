import type * as React from "react";
import { SiteLink } from "~/components/layout/site-link";

/** A link to `/#id`: a plain anchor without JS, a navigation and scroll with it. */
export function HomeSectionLink({
  sectionId,
  ...props
}: Omit<React.ComponentProps<typeof SiteLink>, "item"> & { sectionId: string }) {
  return (
    <SiteLink item={{ label: "", href: `/#${sectionId}`, homeSection: sectionId }} {...props} />
  );
}
