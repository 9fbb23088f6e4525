import { ArrowLeft, Mail, Reply, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { ConfirmDialog, destructiveClass } from "~/components/confirm-dialog";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatInZone } from "~/lib/time-zone";
import { cn } from "~/lib/utils";
import { fieldLabels } from "~/lib/public-form-fields";
import { type InboxKind, inboxKindLabels, inboxListPath } from "./inbox-kinds";
import type { InboxItem } from "./inbox.server";

/** Reply to the visitor with their own subject, or the company's inquiry. */
function mailtoHref(item: InboxItem) {
  const subject =
    item.kind === "contato"
      ? `Re: ${item.subject}`
      : `Re: Patrocínio e Exposição – ${item.empresa}`;
  return `mailto:${item.email}?subject=${encodeURIComponent(subject)}`;
}

const backLink =
  "text-brand-700 hover:text-brand-900 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold underline-offset-4 hover:underline";

function HiddenIds({ kind, id }: { kind: InboxKind; id: string }) {
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

/** One message or inquiry, with reply, mark-unread and delete (confirmed first). */
export function InboxDetail({
  item,
  confirmDelete,
  timeZone,
}: {
  item: InboxItem;
  confirmDelete: boolean;
  timeZone: string;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const deleting = useNavigation().formData?.get("intent") === "delete";
  const fields = Object.entries(
    fieldLabels[item.kind === "contato" ? "contact" : "patrocinio"],
  ).map(([name, label]) => [label, String((item as Record<string, unknown>)[name])] as const);
  const body = fields.pop()!;
  const deletePath = `/admin/inbox/${item.id}?kind=${item.kind}`;
  const receivedAt = formatInZone(item.createdAt, timeZone, "dateTime");

  const deleteForm = (
    <Form method="post" action={deletePath}>
      <HiddenIds kind={item.kind} id={item.id} />
      <Button
        type="submit"
        name="intent"
        value="delete"
        disabled={deleting}
        className={destructiveClass}
      >
        <Trash2 aria-hidden />
        {deleting ? "Excluindo..." : "Excluir"}
      </Button>
    </Form>
  );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <Link to={inboxListPath(item.kind)} className={cn(backLink, "self-start")}>
        <ArrowLeft aria-hidden className="size-4" />
        Voltar às mensagens
      </Link>
      <AdminPageHeader
        title={item.kind === "contato" ? item.subject : item.empresa}
        description={`${inboxKindLabels[item.kind]} · recebida em ${receivedAt}`}
      >
        <a href={mailtoHref(item)} className={buttonVariants()}>
          <Reply aria-hidden />
          Responder por e-mail
        </a>
        <Form method="post">
          <HiddenIds kind={item.kind} id={item.id} />
          <input type="hidden" name="tipo" value={item.kind} />
          <Button type="submit" name="intent" value="unread" variant="outline">
            <Mail aria-hidden />
            Marcar como não lida
          </Button>
        </Form>
        {/* Without JavaScript the link opens the confirmation below; with it, the dialog. */}
        <a
          href={`${deletePath}&excluir=1`}
          onClick={(event) => {
            event.preventDefault();
            setDialogOpen(true);
          }}
          className={cn(
            buttonVariants({ variant: "outline" }),
            "border-red-700 text-red-800 hover:bg-red-50",
          )}
        >
          <Trash2 aria-hidden />
          Excluir
        </a>
        <ConfirmDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          title="Excluir esta mensagem?"
          description={`A mensagem de ${item.name} será apagada definitivamente. Esta ação não pode ser desfeita.`}
          action={deleteForm}
        />
      </AdminPageHeader>

      {confirmDelete ? (
        <section
          aria-labelledby="confirm-delete"
          className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-5"
        >
          <h2 id="confirm-delete" className="text-lg font-bold text-red-900">
            Excluir esta mensagem?
          </h2>
          <p className="text-red-900">
            A mensagem de {item.name} será apagada definitivamente. Esta ação não pode ser desfeita.
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to={deletePath} className={buttonVariants({ variant: "outline" })}>
              Cancelar
            </Link>
            {deleteForm}
          </div>
        </section>
      ) : null}

      <section
        aria-labelledby="inbox-item-data"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="inbox-item-data" className="text-brand-950 text-lg font-bold">
          Dados do envio
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {fields.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm font-semibold text-slate-700">{label}</dt>
              <dd className="[overflow-wrap:anywhere] text-slate-900">{value}</dd>
            </div>
          ))}
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-slate-700">{body[0]}</dt>
            <dd className="mt-1 [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-900">
              {body[1]}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

export function InboxNotFound() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Mensagem não encontrada"
        description="Ela pode ter sido excluída. Volte à lista para ver as mensagens recebidas."
      />
      <Link to="/admin/inbox" className={cn(backLink, "self-start")}>
        <ArrowLeft aria-hidden className="size-4" />
        Voltar às mensagens
      </Link>
    </div>
  );
}
