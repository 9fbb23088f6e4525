import type * as React from "react";
import { Link } from "react-router";
import { isModifiedClick, useGoToHomeSection } from "~/lib/navigation";

/** A link to `/#id`: a plain anchor without JS, a navigation and scroll with it. */
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
