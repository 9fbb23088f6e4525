import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { twoFactorAction, twoFactorLoader } from "~/features/auth/mfa-actions.server";
import { RecoveryCodes, TwoFactorPanel } from "~/features/auth/two-factor-forms";
import { withRetryAfter } from "~/features/auth/login-throttle";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import type { Route } from "./+types/two-factor";

export const meta: Route.MetaFunction = () => adminMeta("Autenticação em dois fatores");

export const headers: Route.HeadersFunction = ({ actionHeaders }) =>
  withRetryAfter(adminHeaders, actionHeaders);

export async function loader(args: Route.LoaderArgs) {
  const [view, { event }] = await Promise.all([
    twoFactorLoader(args),
    requestEventFacts(args.context),
  ]);
  return { view, timeZone: event.timeZone };
}

export function action(args: Route.ActionArgs) {
  return twoFactorAction(args, () =>
    requestEventFacts(args.context).then(({ event }) => event.timeZone),
  );
}

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
        intent={actionData?.intent}
        lastResult={actionData?.result}
      />
    </div>
  );
}
