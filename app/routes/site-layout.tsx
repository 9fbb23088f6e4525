import { Suspense } from "react";
import { isRouteErrorResponse, Outlet } from "react-router";
import { LazyNotFoundMessage, LazyRouteErrorMessage } from "~/components/error-messages";
import { SiteHeader } from "~/components/site-header";
import { product } from "~/content/event";
import { lazyModule } from "~/lib/lazy-module";
import type { Route } from "./+types/site-layout";

// Plain links below (or floating over) the content: drawn by the server, working without
// scripts, hydrated once their module arrives (issue 9).
const part = lazyModule(() => import("./site-layout-parts"));
const SiteFooter = part("SiteFooter");
const WhatsAppButton = part("WhatsAppButton");
const PrintFooter = part("PrintFooter");
// The offline notice and the service worker's registration (issue 12, item 7).
const OfflineSupport = part("OfflineSupport");

/** The public site's frame: header, main content, footer and the WhatsApp button. */
function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="conteudo" className="flex-1 pt-16 md:pt-20 print:pt-0">
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
    </>
  );
}

export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** A public page that fails keeps the site's frame, so the visitor can go on from there. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <>
          <title>{`Página não encontrada | ${product}`}</title>
          <LazyNotFoundMessage />
        </>
      ) : (
        <LazyRouteErrorMessage />
      )}
    </SiteFrame>
  );
}
