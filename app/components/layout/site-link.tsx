import type * as React from "react";
import { Link, useLocation } from "react-router";
import {
  type NavEntry,
  type NavItem,
  isCurrentEntry,
  registerCta,
  registrantsAreaCta,
} from "~/content/navigation";
import { useEventFacts, useEventPhase } from "~/lib/event-facts-context";
import { isModifiedClick, useGoToHomeSection } from "~/lib/navigation";

type SiteLinkProps = Omit<React.ComponentProps<"a">, "href"> & { item: NavItem };

/** A chrome link: external anchor, router link, or a home section scrolled to (spec §2). */
export function SiteLink({ item, onClick, children, ...props }: SiteLinkProps) {
  const goToHomeSection = useGoToHomeSection();
  const content = children ?? item.label;

  if (item.external) {
    return (
      <a href={item.href} onClick={onClick} {...props}>
        {content}
      </a>
    );
  }

  const section = item.homeSection;
  return (
    <Link
      to={item.href}
      prefetch={section ? "none" : "intent"}
      onClick={(event) => {
        onClick?.(event);
        if (!section || event.defaultPrevented || isModifiedClick(event)) return;
        event.preventDefault();
        void goToHomeSection(section);
      }}
      {...props}
    >
      {content}
    </Link>
  );
}

const certificatesCta: NavItem = { label: "Certificados", href: "/certificados" };

/** The header's two buttons: registration (the certificates once the event is over), then the
 * registrants' area; the header, the drawer and the no-JavaScript menu draw them. */
export function useHeaderCtas() {
  const { links } = useEventFacts();
  const after = useEventPhase().stage === "after";
  return [
    { item: after ? certificatesCta : registerCta, variant: "accent" },
    { item: registrantsAreaCta(links), variant: "outline" },
  ] as const;
}

/** The page's own link or group, bold in the bar and in the drawer alike. */
export const currentNavClass = "font-bold text-brand-900";

export function useIsCurrent(entry: NavEntry) {
  return isCurrentEntry(entry, useLocation().pathname);
}
