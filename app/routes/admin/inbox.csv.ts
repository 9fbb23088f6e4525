import { databaseContext } from "~/context";
import { requireAdmin } from "~/features/auth/session.server";
import { buildInboxCsv } from "~/features/inbox/inbox-csv";
import { exportInbox } from "~/features/inbox/inbox.server";
import type { Route } from "./+types/inbox.csv";

/** The inbox as a spreadsheet file. A resource route: it checks the session itself. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const csv = buildInboxCsv(await exportInbox(context.get(databaseContext)));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="mensagens-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
