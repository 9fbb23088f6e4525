import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { AuditLogTable } from "~/components/admin/audit-log-table";
import { databaseContext } from "~/context";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import { AUDIT_LOG_LIMIT, listAuditLog } from "~/utils/audit.server";
import type { Route } from "./+types/audit-log";

export const meta: Route.MetaFunction = () => adminMeta("Registro de alterações");

export async function loader({ context }: Route.LoaderArgs) {
  const [rows, { event }] = await Promise.all([
    listAuditLog(context.get(databaseContext)),
    requestEventFacts(context),
  ]);
  return { rows, limit: AUDIT_LOG_LIMIT, timeZone: event.timeZone };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Registro de alterações"
        description={`As últimas ${loaderData.limit} alterações feitas na área administrativa.`}
      />
      <AuditLogTable rows={loaderData.rows} timeZone={loaderData.timeZone} />
    </div>
  );
}
