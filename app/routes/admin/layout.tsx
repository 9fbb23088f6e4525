import { Outlet, data, isRouteErrorResponse } from "react-router";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { AdminShell } from "~/components/admin/admin-shell";
import { FlashNotice, useFlashToast } from "~/components/admin/flash-toast";
import { adminUserContext, configContext } from "~/context";
import { authMessages } from "~/features/auth/auth-schema";
import { requireAdmin } from "~/features/auth/session.server";
import { readFlash } from "~/utils/flash.server";
import type { Route } from "./+types/layout";

/** The guard of every admin page and write: runs before each child's loader and action. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(adminUserContext, await requireAdmin({ request, context }));
  },
];

export const meta: Route.MetaFunction = () => adminMeta("Área Administrativa");

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = context.get(adminUserContext);
  const { flash, headers } = await readFlash(request, context.get(configContext));
  return data({ email: admin.email, flash }, { headers });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useFlashToast(loaderData.flash);
  return (
    <AdminShell email={loaderData.email}>
      <FlashNotice flash={loaderData.flash} />
      <Outlet />
    </AdminShell>
  );
}

/** A refused write (401/403) or a failure, on a page of its own without the sidebar. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 401
      ? authMessages.unauthenticated
      : "Não foi possível carregar esta página. Tente novamente em instantes.";
  return (
    <main
      id="conteudo"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-4 text-center"
    >
      <title>Erro | Área Administrativa</title>
      <h1 className="text-brand-950 text-2xl font-bold">
        {status === 401 ? "Acesso negado" : "Algo deu errado"}
      </h1>
      <p className="max-w-md text-slate-700">{message}</p>
      {/* A plain link: a full page load runs the guard again from scratch. */}
      <a
        href={status === 401 ? "/admin/login" : "/admin/dashboard"}
        className="text-brand-700 inline-flex min-h-10 items-center font-semibold underline underline-offset-4"
      >
        {status === 401 ? "Ir para o login" : "Voltar ao dashboard"}
      </a>
    </main>
  );
}
