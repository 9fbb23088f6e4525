import { isRouteErrorResponse, Outlet } from "react-router";
import { NotFoundMessage } from "~/components/not-found-message";
import { RouteErrorMessage } from "~/components/route-error-message";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { WhatsAppButton } from "~/components/whatsapp-button";
import { product } from "~/content/event";
import type { Route } from "./+types/site-layout";

/** The public site's frame: header, main content, footer and the WhatsApp button. */
function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="conteudo" className="flex-1 pt-16 md:pt-20">
        {children}
      </main>
      <SiteFooter />
      <WhatsAppButton />
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
          <NotFoundMessage />
        </>
      ) : (
        <RouteErrorMessage />
      )}
    </SiteFrame>
  );
}
