import type * as React from "react";
import { Link } from "react-router";
import { type NavItem, registerCta } from "~/content/navigation";
import { useEventPhase } from "~/lib/event-facts-context";
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

/** The header's call to action: registration, or the certificates once the event is over. */
export const useRegisterCta = (): NavItem =>
  useEventPhase().stage === "after" ? certificatesCta : registerCta;
