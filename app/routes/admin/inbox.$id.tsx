import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { databaseContext } from "~/context";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import { InboxDetail, InboxNotFound } from "~/features/inbox/inbox-detail";
import { inboxAction } from "~/features/inbox/inbox-actions.server";
import { getInboxItem, markReadOnOpen } from "~/features/inbox/inbox.server";
import { parseInboxKind } from "~/features/inbox/inbox-kinds";
import type { Route } from "./+types/inbox.$id";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.item ? `Mensagem de ${loaderData.item.name}` : "Mensagem");

/** Opening an item marks it read, as the spec's inbox does. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const url = new URL(request.url);
  const kind = parseInboxKind(url.searchParams.get("kind"));
  const item = kind ? await getInboxItem(db, kind, params.id) : null;
  if (!item) return data({ item: null, confirmDelete: false }, { status: 404 });
  const [read, { event }] = await Promise.all([
    markReadOnOpen(db, item),
    requestEventFacts(context),
  ]);
  return {
    item: read,
    confirmDelete: url.searchParams.get("excluir") === "1",
    timeZone: event.timeZone,
  };
}

export const action = inboxAction;

export default function InboxItemPage({ loaderData }: Route.ComponentProps) {
  return loaderData.item ? (
    <InboxDetail
      item={loaderData.item}
      confirmDelete={loaderData.confirmDelete}
      timeZone={loaderData.timeZone}
    />
  ) : (
    <InboxNotFound />
  );
}
