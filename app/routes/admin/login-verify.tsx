import { adminMeta } from "~/components/admin/admin-meta";
import { authHeaders, submitVerification, verificationLoader } from "~/features/auth/login.server";
import { VerifyCodeForm } from "~/features/auth/login-form";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import { AuthCard } from "~/components/admin/auth-card";
import type { Route } from "./+types/login-verify";

export const meta: Route.MetaFunction = () => adminMeta("Verificação em duas etapas");

export const headers: Route.HeadersFunction = authHeaders;

export const loader = verificationLoader;

export const action = (args: Route.ActionArgs) => submitVerification(args, requestEventFacts);

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
