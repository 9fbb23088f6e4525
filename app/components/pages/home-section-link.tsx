import type * as React from "react";
import { Link } from "react-router";
import { isModifiedClick, useGoToHomeSection } from "~/lib/navigation";

/**
 * A link to a section of the home page (`/#id`). Without JavaScript it is a plain anchor; with it,
 * it navigates to `/` and scrolls there after the spec's delay, like the header's buttons.
 */
export function HomeSectionLink({
  sectionId,
  onClick,
  ...props
}: Omit<React.ComponentProps<typeof Link>, "to"> & { sectionId: string }) {
  const goToHomeSection = useGoToHomeSection();
  return (
    <Link
      to={`/#${sectionId}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isModifiedClick(event)) return;
        event.preventDefault();
        void goToHomeSection(sectionId);
      }}
      {...props}
    />
  );
}
