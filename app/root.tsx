import { lazy, Suspense, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import { LazyNotFoundMessage, LazyRouteErrorMessage } from "~/components/error-messages";
import { LazyToaster } from "~/components/toaster";
import { configContext } from "~/context";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import { submitPublicForm } from "~/features/forms/submissions.server";
import { publishedPageQuery } from "~/lib/programme-address";
import { siteHead } from "~/features/seo/site-tags";
import { pagePathname } from "~/features/seo/site-url";
import { siteOrigin } from "~/lib/site-origin";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";

// Page views, analytics and scroll draw nothing: loaded beside hydration, not before it.
const RouteChangeEffects = lazy(() =>
  import("~/components/route-change-effects").then((module) => ({
    default: module.RouteChangeEffects,
  })),
);

export const links: Route.LinksFunction = () => [
  // React's `precedence` writes it first in the head: the only render-blocking file.
  { rel: "stylesheet", href: appStylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // Installable: name, icons and colours in public/manifest.webmanifest.
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const config = context.get(configContext);
  const url = new URL(request.url);
  const { event } = await requestEventFacts(context);
  // Only this explicit public subset of the configuration reaches the browser.
  return {
    gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
    // Every page's title ends with it, the admin's and the error pages' too.
    eventName: event.name,
    // The programme tab a query names is kept in its canonical address; a search's is not.
    head: siteHead(
      event.name,
      siteOrigin(config.PUBLIC_URL, request.url),
      pagePathname(request.url),
      publishedPageQuery("/programacao", url.searchParams, event.congressDays.length) ?? "",
    ),
  };
}

/** The head tags follow the address (see `loader`), so the root's data does too. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

/** A POST to `/` (no `?index`) with `form-name=contact|patrocinio`, as an old embed sends it. */
export const action = (args: Route.ActionArgs) => submitPublicForm(args);

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a347d" />
        <Meta />
        {/* A fixed list: its place identifies a tag. */}
        {data?.head?.map((tag, index) =>
          "rel" in tag ? <link key={index} {...tag} /> : <meta key={index} {...tag} />,
        )}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#conteudo"
          className="text-brand-900 sr-only z-[60] rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Pular para o conteúdo
        </a>
        {/* The frames (public site, admin area) are layout routes; the root only holds the document. */}
        {children}
        <LazyToaster />
        <Suspense>
          <RouteChangeEffects gaMeasurementId={data?.gaMeasurementId ?? null} />
        </Suspense>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Read by the hydration benchmark (scripts/bench-hydration.ts).
  useEffect(() => {
    performance.mark("hydrated");
  }, []);
  return <Outlet />;
}

/** Errors above the frames' own boundaries: the document alone, with a way back. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const eventName = loaderData?.eventName;
  return (
    <main id="conteudo" className="flex-1">
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <>
          <title>
            {eventName ? `Página não encontrada | ${eventName}` : "Página não encontrada"}
          </title>
          <LazyNotFoundMessage />
        </>
      ) : (
        <LazyRouteErrorMessage eventName={eventName} />
      )}
    </main>
  );
}
