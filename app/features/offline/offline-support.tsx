import { WifiOff } from "lucide-react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import {
  OFFLINE_COPY_META,
  type VisitMessage,
  isOfflinePage,
  readSavedAt,
  visitFiles,
} from "./offline-rules";
import { offlineNotice } from "./offline-texts";

const SERVICE_WORKER_URL = "/sw.js";

const subscribe = () => () => {};
/** The mark the service worker writes into a saved copy it served. */
const savedAtMark = () =>
  document.querySelector<HTMLMetaElement>(`meta[name="${OFFLINE_COPY_META}"]`)?.content ?? null;

/** Registers the worker on the offline pages once loaded, and says when a page is a saved copy. */
export function OfflineSupport() {
  // Null on the server and while hydrating: the server never sends a saved copy.
  const savedAt = readSavedAt(useSyncExternalStore(subscribe, savedAtMark, () => null));
  const { pathname, search } = useLocation();
  const firstPage = useRef(true);

  useEffect(() => {
    const documentLoad = firstPage.current;
    firstPage.current = false;
    if (import.meta.env.DEV || !("serviceWorker" in navigator) || !isOfflinePage(pathname)) {
      return;
    }
    const controller = new AbortController();
    whenLoaded(controller.signal)
      .then(() => keepThisVisit(controller.signal, documentLoad))
      .catch(() => {
        // No worker (private mode, storage refused): the site works as before.
      });
    return () => controller.abort();
  }, [pathname, search]);

  if (!savedAt) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 print:hidden"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {offlineNotice(savedAt)}
    </p>
  );
}

/** Settles once the page has loaded: registering earlier would compete with its first files. */
function whenLoaded(signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    if (document.readyState === "complete") return resolve();
    window.addEventListener("load", () => resolve(), { once: true, signal });
  });
}

/** Tells the worker what a page it did not serve loaded (a first visit, a client navigation). */
async function keepThisVisit(signal: AbortSignal, documentLoad: boolean) {
  const { serviceWorker } = navigator;
  await serviceWorker.register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" });
  if (documentLoad && servedByWorker()) return;
  await serviceWorker.ready;
  const controller = serviceWorker.controller ?? (await nextController(signal));
  if (signal.aborted || !controller) return;
  const resources = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(location.origin));
  const message: VisitMessage = {
    type: "offline-visit",
    files: visitFiles(resources, location.origin),
  };
  controller.postMessage(message);
}

function servedByWorker() {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation !== undefined && navigation.workerStart > 0;
}

function nextController(signal: AbortSignal) {
  return new Promise<ServiceWorker | null>((resolve) => {
    navigator.serviceWorker.addEventListener(
      "controllerchange",
      () => resolve(navigator.serviceWorker.controller),
      { once: true, signal },
    );
  });
}
