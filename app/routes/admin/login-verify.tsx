import { ArrowLeft } from "lucide-react";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { submitVerification, verificationLoader } from "~/features/auth/mfa-actions.server";
import { VerifyCodeForm } from "~/features/auth/two-factor-forms";
import { withRetryAfter } from "~/features/auth/login-throttle";
import type { Route } from "./+types/login-verify";

export const meta: Route.MetaFunction = () => adminMeta("Verificação em duas etapas");

export const headers: Route.HeadersFunction = ({ actionHeaders }) =>
  withRetryAfter(adminHeaders, actionHeaders);

export function loader(args: Route.LoaderArgs) {
  return verificationLoader(args);
}

export function action(args: Route.ActionArgs) {
  return submitVerification(args);
}

export default function VerifyPage({ actionData }: Route.ComponentProps) {
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
          Verificação em duas etapas
        </h1>
        <p className="mt-1 mb-6 text-slate-700">
          Digite o código de 6 dígitos do seu aplicativo autenticador ou um dos seus códigos de
          recuperação.
        </p>
        <VerifyCodeForm lastResult={actionData?.result} />
      </div>
      {/* A plain link: the login page starts over with a new session. */}
      <a
        href="/admin/login"
        className="mt-6 inline-flex min-h-10 items-center gap-2 rounded-md px-2 font-medium text-white underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-white/60"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Voltar ao login
      </a>
    </main>
  );
}
