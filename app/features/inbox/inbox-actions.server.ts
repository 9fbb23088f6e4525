import type { RouterContextProvider } from "react-router";
import { configContext, databaseContext } from "~/context";
import { redirectWithToast } from "~/utils/flash.server";
import { deleteInboxItem, setRead } from "./inbox.server";
import { type InboxKind, parseInboxFilter, parseInboxKind } from "./inbox-kinds";
import type { Database } from "~/db/client.server";

/** Each write and the toast it ends with; a missing item says so. */
const writes = {
  read: {
    run: (db: Database, kind: InboxKind, id: string) => setRead(db, kind, id, true),
    done: "Mensagem marcada como lida.",
  },
  unread: {
    run: (db: Database, kind: InboxKind, id: string) => setRead(db, kind, id, false),
    done: "Mensagem marcada como não lida.",
  },
  delete: { run: deleteInboxItem, done: "Mensagem excluída com sucesso." },
};

/** The inbox list, keeping the filter the administrator was looking at. */
function inboxListPath(filter: string | null) {
  const chosen = parseInboxFilter(filter);
  return chosen === "todas" ? "/admin/inbox" : `/admin/inbox?tipo=${chosen}`;
}

/** Mark read / unread and delete (behind the admin guard), each back to the list with a toast. */
export async function inboxAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const intent = text("intent");
  const write =
    intent === "read" || intent === "unread" || intent === "delete" ? writes[intent] : null;
  const kind = parseInboxKind(text("kind"));
  const done =
    write && kind ? await write.run(context.get(databaseContext), kind, text("id") ?? "") : false;
  const message =
    !write || !kind ? "Ação desconhecida." : done ? write.done : "Mensagem não encontrada.";
  return redirectWithToast(
    context.get(configContext),
    request,
    inboxListPath(text("tipo")),
    message,
    { type: done ? "success" : "error" },
  );
}
