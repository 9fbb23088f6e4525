import { type RouterContextProvider, redirect } from "react-router";
import { configContext, databaseContext } from "~/context";
import { serializeFlash } from "~/utils/flash.server";
import { deleteInboxItem, setRead } from "./inbox.server";
import { parseInboxFilter, parseInboxKind } from "./inbox-kinds";

export const inboxMessages = {
  markedRead: "Mensagem marcada como lida.",
  markedUnread: "Mensagem marcada como não lida.",
  deleted: "Mensagem excluída com sucesso.",
  notFound: "Mensagem não encontrada.",
  unknown: "Ação desconhecida.",
} as const;

/** The inbox list, keeping the filter the administrator was looking at. */
export function inboxListPath(filter: string | null) {
  const chosen = parseInboxFilter(filter);
  return chosen === "todas" ? "/admin/inbox" : `/admin/inbox?tipo=${chosen}`;
}

/**
 * The inbox's writes (the admin layout has already checked the session): mark read / unread and
 * delete. Each ends in a redirect to the list with a toast.
 */
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
  const kind = parseInboxKind(text("kind"));
  const id = text("id") ?? "";
  const db = context.get(databaseContext);
  const config = context.get(configContext);
  const back = inboxListPath(text("tipo"));

  let message: string = inboxMessages.unknown;
  let done = false;
  if (kind && (intent === "read" || intent === "unread")) {
    done = await setRead(db, kind, id, intent === "read");
    message = done
      ? intent === "read"
        ? inboxMessages.markedRead
        : inboxMessages.markedUnread
      : inboxMessages.notFound;
  } else if (kind && intent === "delete") {
    done = await deleteInboxItem(db, kind, id);
    message = done ? inboxMessages.deleted : inboxMessages.notFound;
  }
  return redirect(back, {
    headers: {
      "Set-Cookie": await serializeFlash(
        config,
        { type: done ? "success" : "error", message },
        request,
      ),
    },
  });
}
