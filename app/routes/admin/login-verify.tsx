import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { submitVerification, verificationLoader } from "~/features/auth/mfa-actions.server";
import { VerifyCodeForm } from "~/features/auth/login-form";
import { withRetryAfter } from "~/features/auth/login-throttle";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import { AuthCard } from "~/components/admin/auth-card";
import type { Route } from "./+types/login-verify";

export const meta: Route.MetaFunction = () => adminMeta("Verificação em duas etapas");

export const headers: Route.HeadersFunction = ({ actionHeaders }) =>
  withRetryAfter(adminHeaders, actionHeaders);

export const loader = verificationLoader;

export function action(args: Route.ActionArgs) {
  return submitVerification(args, () =>
    requestEventFacts(args.context).then(({ event }) => event.timeZone),
  );
}

export default function VerifyPage({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      title="Verificação em duas etapas"
      lead="Digite o código de 6 dígitos do seu aplicativo autenticador ou um dos seus códigos de recuperação."
      // A document load: the login page starts over with a new session.
      back={{ to: "/admin/login", label: "Voltar ao login", reloadDocument: true }}
    >
      <VerifyCodeForm lastResult={actionData?.result} />
    </AuthCard>
  );
}
