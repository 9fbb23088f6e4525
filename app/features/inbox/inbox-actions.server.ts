import type { ActionFunctionArgs } from "react-router";
import { configContext, databaseContext } from "~/context";
import { redirectWithToast } from "~/utils/flash.server";
import { deleteInboxItem, setRead } from "./inbox.server";
import { inboxListPath, parseInboxFilter, parseInboxKind } from "./inbox-kinds";

/** Each write's toast once done (a missing item has its own, below). */
const doneMessages = {
  read: "Mensagem marcada como lida.",
  unread: "Mensagem marcada como não lida.",
  delete: "Mensagem excluída com sucesso.",
};

/** Mark read / unread and delete (behind the admin guard), each back to the list with a toast. */
export async function inboxAction({
  request,
  context,
}: Pick<ActionFunctionArgs, "request" | "context">) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const intent = text("intent");
  const kind = parseInboxKind(text("kind"));
  const known = kind !== null && (intent === "read" || intent === "unread" || intent === "delete");
  const db = context.get(databaseContext);
  const done = !known
    ? false
    : intent === "delete"
      ? await deleteInboxItem(db, kind, text("id"))
      : await setRead(db, kind, text("id"), intent === "read");
  const message = !known
    ? "Ação desconhecida."
    : done
      ? doneMessages[intent]
      : "Mensagem não encontrada.";
  // Back to the list with the filter the administrator was looking at.
  return redirectWithToast(
    context.get(configContext),
    request,
    inboxListPath(parseInboxFilter(text("tipo"))),
    message,
    { type: done ? "success" : "error" },
  );
}
