import { Download } from "lucide-react";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { buttonVariants } from "~/components/ui/button";
import { databaseContext } from "~/context";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import { InboxList } from "~/features/inbox/inbox-list";
import { inboxAction } from "~/features/inbox/inbox-actions.server";
import { listInbox, unreadCounts } from "~/features/inbox/inbox.server";
import { parseInboxFilter } from "~/features/inbox/inbox-kinds";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = () => adminMeta("Mensagens");

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const filter = parseInboxFilter(new URL(request.url).searchParams.get("tipo"));
  const [items, unread, { event }] = await Promise.all([
    listInbox(db, filter),
    unreadCounts(db),
    requestEventFacts(context),
  ]);
  return { filter, items, unread, timeZone: event.timeZone };
}

export const action = inboxAction;

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Mensagens"
        description="Mensagens do formulário de contato e solicitações de patrocínio, das mais recentes às mais antigas."
      >
        {/* A plain link: the file is a download, not a page of the app. */}
        <a
          href="/admin/inbox.csv"
          download
          className={cn(buttonVariants({ variant: "outline" }), "min-h-10")}
        >
          <Download aria-hidden />
          Exportar CSV
        </a>
      </AdminPageHeader>
      <InboxList {...loaderData} />
    </div>
  );
}
