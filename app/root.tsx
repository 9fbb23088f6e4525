import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { RouteChangeEffects } from "~/components/route-change-effects";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { LazyToaster } from "~/components/toaster";
import { NotFoundMessage } from "~/components/not-found-message";
import { WhatsAppButton } from "~/components/whatsapp-button";
import { product } from "~/content/event";
import { configContext } from "~/context";
import { submitPublicForm } from "~/features/forms/submissions.server";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // A stylesheet resource (React's `precedence`) is written first in the head, ahead of the
  // scripts' modulepreload links: the only render-blocking file no longer shares a slow phone
  // connection with ~150 KB of JavaScript before the first paint (Lighthouse FCP, issue 9).
  { rel: "stylesheet", href: appStylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function loader({ context }: Route.LoaderArgs) {
  // Only this explicit public subset of the configuration reaches the browser.
  return { gaMeasurementId: context.get(configContext).GA_MEASUREMENT_ID ?? null };
}

/**
 * A POST to the site root with the spec's multipart fields (`form-name=contact|patrocinio`, as an
 * old embed sends it) is a contact or sponsorship submission.
 */
export async function action(args: Route.ActionArgs) {
  return submitPublicForm(args);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // The admin area draws its own frame (sidebar or top bar, and its own <main>).
  const isAdmin = /^\/admin(\/|$)/.test(useLocation().pathname);
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a347d" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#conteudo"
          className="text-brand-900 sr-only z-[60] rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Pular para o conteúdo
        </a>
        {isAdmin ? (
          children
        ) : (
          <>
            <SiteHeader />
            <main id="conteudo" className="flex-1 pt-16 md:pt-20">
              {children}
            </main>
            <SiteFooter />
            <WhatsAppButton />
          </>
        )}
        <LazyToaster />
        <RouteChangeEffects gaMeasurementId={data?.gaMeasurementId ?? null} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`Página não encontrada | ${product}`}</title>
        <NotFoundMessage />
      </>
    );
  }
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>{`Erro | ${product}`}</title>
      <h1 className="text-brand-950 text-3xl font-bold">Algo deu errado</h1>
      <p className="text-slate-600">
        Não foi possível carregar esta página. Tente novamente em instantes.
      </p>
      <a href="/" className="text-brand-700 font-semibold underline underline-offset-4">
        Voltar para o início
      </a>
    </section>
  );
}
