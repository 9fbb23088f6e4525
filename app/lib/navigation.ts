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

/**
 * Goes to a section of the home page: scrolls there at once on `/`, otherwise navigates to `/`
 * and scrolls after `delayMs` (spec §2 "Layout").
 */
export function useGoToHomeSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string, delayMs = SCROLL_TO_SECTION_DELAY_MS): Promise<boolean> => {
      if (pathname === "/") return Promise.resolve(scrollToSection(id));
      return Promise.resolve(navigate("/", { state: { scrollTo: id } })).then(
        () =>
          new Promise<boolean>((resolve) => {
            window.setTimeout(() => resolve(scrollToSection(id)), delayMs);
          }),
      );
    },
    [navigate, pathname],
  );
}
