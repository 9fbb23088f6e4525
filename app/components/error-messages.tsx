import { lazy, Suspense } from "react";

// Only an error page shows these, so they load when one is drawn, not with every page's first
// scripts. The server renders them in place; the browser hydrates them on arrival.
const NotFound = lazy(() =>
  import("./not-found-message").then((module) => ({ default: module.NotFoundMessage })),
);
const RouteError = lazy(() =>
  import("./route-error-message").then((module) => ({ default: module.RouteErrorMessage })),
);

export function LazyNotFoundMessage() {
  return (
    <Suspense>
      <NotFound />
    </Suspense>
  );
}

export function LazyRouteErrorMessage({ eventName }: { eventName?: string }) {
  return (
    <Suspense>
      <RouteError eventName={eventName} />
    </Suspense>
  );
}
