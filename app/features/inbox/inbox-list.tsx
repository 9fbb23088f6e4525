import { Mail, MailOpen } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { formatInZone } from "~/lib/time-zone";
import { cn } from "~/lib/utils";
import { type InboxFilter, inboxFilters, inboxKindLabels, inboxListPath } from "./inbox-kinds";
import type { listInbox } from "./inbox.server";

const number = new Intl.NumberFormat("pt-BR");

export function unreadText(n: number) {
  return n === 1 ? "1 mensagem não lida" : `${number.format(n)} mensagens não lidas`;
}

/** How a row shows its state: an unread one stands out. */
const looks = {
  read: { dot: "bg-transparent", name: "font-medium", title: "font-normal" },
  unread: { dot: "bg-brand-700", name: "font-bold", title: "font-semibold" },
};

/** The inbox: filter by kind, then one row per item, unread ones bold with a dot and a label. */
export function InboxList({
  filter,
  items,
  unread,
  timeZone,
}: {
  filter: InboxFilter;
  items: Awaited<ReturnType<typeof listInbox>>;
  unread: { total: number };
  /** The event's, in which the dates are shown. */
  timeZone: string;
}) {
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Filtrar por tipo">
          <ul className="flex flex-wrap gap-2">
            {inboxFilters.map(({ value, label }) => (
              <li key={value}>
                <Link
                  to={inboxListPath(value)}
                  aria-current={filter === value ? "page" : undefined}
                  className={cn(
                    "focus-visible:ring-brand-500/50 inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold outline-none focus-visible:ring-[3px]",
                    filter === value
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "text-brand-900 hover:bg-brand-50 border-slate-300 bg-white",
                  )}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          {unreadText(unread.total)}
        </p>
      </div>

      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-400 bg-white px-6 py-12 text-center text-slate-700">
          Nenhuma mensagem recebida.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {items.map((item) => {
            const look = item.read ? looks.read : looks.unread;
            const action = item.read ? "Marcar como não lida" : "Marcar como lida";
            return (
              <li
                key={`${item.kind}-${item.id}`}
                data-testid="inbox-item"
                className={cn(
                  "flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4",
                  !item.read && "bg-brand-50/60",
                )}
              >
                <Link
                  to={`/admin/inbox/${item.id}?kind=${item.kind}`}
                  className="group focus-visible:ring-brand-500/50 flex min-w-0 flex-1 items-start gap-3 rounded-md outline-none focus-visible:ring-[3px]"
                >
                  <span
                    aria-hidden
                    className={cn("mt-2 size-2.5 shrink-0 rounded-full", look.dot)}
                  />
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className={cn("text-brand-950 group-hover:underline", look.name)}>
                        {item.name}
                      </span>
                      <span className="rounded-full border border-slate-300 px-2 py-0.5 text-xs font-semibold text-slate-700">
                        {inboxKindLabels[item.kind]}
                      </span>
                      {item.read ? null : (
                        <span className="bg-brand-700 rounded-full px-2 py-0.5 text-xs font-semibold text-white">
                          Não lida
                        </span>
                      )}
                    </span>
                    <span className={cn("truncate text-slate-800", look.title)}>{item.title}</span>
                    <span className="text-sm text-slate-600">
                      {item.email} ·{" "}
                      <time dateTime={item.createdAt.toISOString()}>
                        {formatInZone(item.createdAt, timeZone, "dateTime")}
                      </time>
                    </span>
                  </span>
                </Link>
                <Form method="post" className="sm:shrink-0">
                  <input type="hidden" name="kind" value={item.kind} />
                  <input type="hidden" name="id" value={item.id} />
                  <input type="hidden" name="tipo" value={filter} />
                  <Button
                    type="submit"
                    name="intent"
                    value={item.read ? "unread" : "read"}
                    variant="ghost"
                    size="sm"
                    className="min-h-10"
                    aria-label={`${action}: ${item.name}`}
                  >
                    {item.read ? <Mail aria-hidden /> : <MailOpen aria-hidden />}
                    {action}
                  </Button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
