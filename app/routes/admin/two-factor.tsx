import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { authHeaders, twoFactorAction, twoFactorLoader } from "~/features/auth/login.server";
import { RecoveryCodes, TwoFactorPanel } from "~/features/auth/two-factor-forms";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import type { Route } from "./+types/two-factor";

export const meta: Route.MetaFunction = () => adminMeta("Autenticação em dois fatores");

export const headers: Route.HeadersFunction = authHeaders;

export const loader = (args: Route.LoaderArgs) => twoFactorLoader(args, requestEventFacts);

export const action = (args: Route.ActionArgs) => twoFactorAction(args, requestEventFacts);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const codes = actionData && "recoveryCodes" in actionData ? actionData : null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Autenticação em dois fatores"
        description="Proteja o acesso à área administrativa com um código do seu celular, além da senha."
      />
      {codes ? <RecoveryCodes codes={codes.recoveryCodes} message={codes.message} /> : null}
      <TwoFactorPanel
        view={loaderData.view}
        timeZone={loaderData.timeZone}
        answer={{ intent: actionData?.intent, lastResult: actionData?.result }}
      />
    </div>
  );
}
