import { databaseContext } from "~/context";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import { buildInboxCsv } from "~/features/inbox/inbox-csv";
import { exportInbox } from "~/features/inbox/inbox.server";
import type { Route } from "./+types/inbox.csv";

/** The inbox as a spreadsheet file (behind the admin layout's guard, as every admin route). */
export async function loader({ context }: Route.LoaderArgs) {
  const [items, { event }] = await Promise.all([
    exportInbox(context.get(databaseContext)),
    requestEventFacts(context),
  ]);
  const csv = buildInboxCsv(items, event.timeZone);
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
