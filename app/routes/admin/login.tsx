import { ShieldAlert } from "lucide-react";
import { data, redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { useFlashToast } from "~/components/admin/flash-toast";
import { Alert } from "~/components/ui/alert";
import { configContext } from "~/context";
import { RESTRICTED_REASON, authMessages } from "~/features/auth/auth-schema";
import { readFlash } from "~/utils/flash.server";
import { LoginForm } from "~/features/auth/login-form";
import { DASHBOARD_PATH, authHeaders, submitLogin } from "~/features/auth/login.server";
import { getAdmin } from "~/features/auth/session.server";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import { AuthCard } from "~/components/admin/auth-card";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => adminMeta("Login");

export const headers: Route.HeadersFunction = authHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getAdmin({ request, context })) throw redirect(DASHBOARD_PATH);
  const { flash, headers } = await readFlash(request, context.get(configContext));
  const restricted = new URL(request.url).searchParams.get("motivo") === RESTRICTED_REASON;
  return data({ flash, restricted }, { headers });
}

export const action = (args: Route.ActionArgs) => submitLogin(args, requestEventFacts);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  useFlashToast(loaderData.flash);
  return (
    <AuthCard
      title="Área Administrativa"
      lead="Entre com seu e-mail e senha para continuar."
      back={{ to: "/", label: "Voltar ao site" }}
    >
      {loaderData.restricted ? (
        <div className="mb-5">
          <Alert tone="warning" icon={ShieldAlert}>
            {authMessages.restricted}
          </Alert>
        </div>
      ) : null}
      <LoginForm lastResult={actionData?.result} />
    </AuthCard>
  );
}
