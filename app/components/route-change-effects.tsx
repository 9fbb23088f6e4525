import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { SCROLL_TO_SECTION_DELAY_MS, scrollToSection } from "~/lib/navigation";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Spec §2: a route change scrolls to the top and records a page view (and in GA when set). */
export function RouteChangeEffects({ gaMeasurementId }: { gaMeasurementId: string | null }) {
  const { pathname, hash, state } = useLocation();
  const navigationType = useNavigationType();
  // The path of the previous run; null on the first load, whose scroll the browser owns.
  const lastPath = useRef<string | null>(null);

  // Loads gtag.js once, with automatic page views off: we send one per route change.
  useEffect(() => {
    if (!gaMeasurementId || window.gtag) return;
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array copy of it.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", gaMeasurementId, { send_page_view: false });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaMeasurementId)}`;
    document.head.appendChild(script);
  }, [gaMeasurementId]);

  useEffect(() => {
    const previous = lastPath.current;
    lastPath.current = pathname;

    // Back and forward keep <ScrollRestoration>'s position; a URL fragment the browser's.
    if (previous !== null && previous !== pathname && navigationType !== "POP" && !hash) {
      // The section a link asked for waits: the navigation can settle before React commits.
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      // The home section a navigation asked for (`useGoToHomeSection` puts it in the state).
      const section: unknown = state?.scrollTo;
      if (typeof section === "string" && section)
        window.setTimeout(() => scrollToSection(section), SCROLL_TO_SECTION_DELAY_MS);
    }

    // A task later, so the title is this page's; the cleanup dedupes React's double effects.
    const timer = window.setTimeout(() => {
      const title = document.title;
      // Offline (a saved copy of the programme) the request could only fail; keepalive lets it
      // finish even when the visitor leaves at once.
      if (navigator.onLine) {
        fetch("/api/page-view", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ path: pathname, title }),
          keepalive: true,
          credentials: "same-origin",
        }).catch(() => {
          // Analytics must never disturb the visit.
        });
      }
      if (gaMeasurementId && window.gtag) {
        window.gtag("event", "page_view", {
          page_title: title,
          page_path: pathname,
          page_location: window.location.href,
        });
      }
    }, 0);
    return () => window.clearTimeout(timer);
    // Only a change of page counts as a route change; the rest is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, gaMeasurementId]);

  return null;
}
