import { Suspense } from "react";
import { isRouteErrorResponse, Outlet, type ShouldRevalidateFunction } from "react-router";
import { LazyNotFoundMessage, LazyRouteErrorMessage } from "~/components/error-messages";
import { SiteHeader } from "~/components/site-header";
import { getAdmin } from "~/features/auth/session.server";
import {
  isPreviewRequest,
  requestEventFacts,
  requestEventPhase,
} from "~/features/event-facts/event-facts.server";
import { PreviewBanner } from "~/features/event-facts/preview-controls";
import { previewMiddleware } from "~/features/event-facts/preview.server";
import { EventFactsProvider } from "~/lib/event-facts-context";
import { ordinal } from "~/lib/event-format";
import { lazyModule } from "~/lib/lazy-module";
import type { Route } from "./+types/site-layout";

// Plain links drawn by the server, working without scripts, hydrated once their module arrives.
const part = lazyModule(() => import("./site-layout-parts"));
const SiteFooter = part("SiteFooter");
const WhatsAppButton = part("WhatsAppButton");
const PrintFooter = part("PrintFooter");
// The offline notice and the service worker's registration.
const OfflineSupport = part("OfflineSupport");

/** A signed-in organiser who asked for it sees every public page as the next edition's draft. */
export const middleware: Route.MiddlewareFunction[] = [
  previewMiddleware(async (args) => (await getAdmin(args)) !== null),
];

/** The event's facts and phase, for every public page (`useEventFacts()`, `useEventPhase()`). */
export async function loader({ context }: Route.LoaderArgs) {
  const [facts, phase] = await Promise.all([
    requestEventFacts(context),
    requestEventPhase(context),
  ]);
  const preview = isPreviewRequest(context)
    ? `Pré-visualização da ${ordinal(facts.event.edition, "feminine")} edição — não publicada`
    : null;
  return { facts, phase, preview };
}

/** Facts change only through the admin: moving between public pages does not send them again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false);

/** The public site's frame: header, main content, footer and the WhatsApp button. */
function SiteFrame({
  facts,
  phase,
  preview,
  children,
}: Route.ComponentProps["loaderData"] & { children: React.ReactNode }) {
  return (
    <EventFactsProvider facts={facts} phase={phase}>
      <SiteHeader />
      <main id="conteudo" className="flex-1 pt-16 md:pt-20 print:pt-0">
        {preview ? <PreviewBanner notice={preview} /> : null}
        <Suspense>
          <OfflineSupport />
        </Suspense>
        {children}
      </main>
      <Suspense>
        <PrintFooter />
        <SiteFooter />
        <WhatsAppButton />
      </Suspense>
    </EventFactsProvider>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame {...loaderData}>
      <Outlet />
    </SiteFrame>
  );
}

/** A failed public page keeps the site's frame; without the facts the root's boundary answers. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData) throw error;
  return (
    <SiteFrame {...loaderData}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <>
          <title>{`Página não encontrada | ${loaderData.facts.event.name}`}</title>
          <LazyNotFoundMessage />
        </>
      ) : (
        <LazyRouteErrorMessage eventName={loaderData.facts.event.name} />
      )}
    </SiteFrame>
  );
}
