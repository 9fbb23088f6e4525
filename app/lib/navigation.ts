import type * as React from "react";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/** Spec §9: delay before scrolling to a home section after navigating to `/`. */
export const SCROLL_TO_SECTION_DELAY_MS = 100;

export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: "smooth", block: "start" });
  return true;
}

/** Scrolls to a home section on `/`; elsewhere navigates there and RouteChangeEffects scrolls. */
export function useGoToHomeSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (id: string) => {
      if (pathname === "/") scrollToSection(id);
      else await navigate("/", { state: { scrollTo: id } });
    },
    [navigate, pathname],
  );
}

/** A click the browser should handle itself (new tab, new window, download). */
export function isModifiedClick(event: React.MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
