import { ArrowLeft, ShieldAlert } from "lucide-react";
import { Link, data, redirect } from "react-router";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { useFlashToast } from "~/components/admin/flash-toast";
import { Alert } from "~/components/ui/alert";
import { configContext } from "~/context";
import { RESTRICTED_REASON, authMessages } from "~/features/auth/auth-messages";
import { readFlash } from "~/utils/flash.server";
import { LoginForm } from "~/features/auth/login-form";
import { DASHBOARD_PATH, submitLogin } from "~/features/auth/login.server";
import { getAdmin } from "~/features/auth/session.server";
import { withRetryAfter } from "~/features/auth/login-throttle";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => adminMeta("Login");

export const headers: Route.HeadersFunction = ({ actionHeaders }) =>
  withRetryAfter(adminHeaders, actionHeaders);

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getAdmin({ request, context })) throw redirect(DASHBOARD_PATH);
  const { flash, headers } = await readFlash(request, context.get(configContext));
  const restricted = new URL(request.url).searchParams.get("motivo") === RESTRICTED_REASON;
  return data({ flash, restricted }, { headers });
}

export function action(args: Route.ActionArgs) {
  return submitLogin(args);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  useFlashToast(loaderData.flash);
  return (
    <main
      id="conteudo"
      className="from-brand-950 to-brand-800 flex min-h-dvh flex-col items-center justify-center bg-linear-to-br px-4 py-10"
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <img
          src="/images/logo.svg"
          alt="Congresso Nacional de Enfermagem"
          width={206}
          height={48}
          className="h-12 w-auto"
        />
        <h1 className="text-brand-950 mt-6 text-2xl font-bold tracking-tight">
          Área Administrativa
        </h1>
        <p className="mt-1 mb-6 text-slate-700">Entre com seu e-mail e senha para continuar.</p>
        {loaderData.restricted ? (
          <div className="mb-5">
            <Alert tone="warning" icon={ShieldAlert}>
              {authMessages.restricted}
            </Alert>
          </div>
        ) : null}
        <LoginForm lastResult={actionData?.result} />
      </div>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-10 items-center gap-2 rounded-md px-2 font-medium text-white underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-white/60"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Voltar ao site
      </Link>
    </main>
  );
}
