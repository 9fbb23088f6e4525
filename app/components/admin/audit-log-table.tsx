import { History } from "lucide-react";
import { groupLabels } from "~/content/fact-groups";
import { ordinal } from "~/lib/event-format";
import { formatInZone } from "~/lib/time-zone";
import type { auditLog } from "~/db/schema";

export type AuditLogRow = typeof auditLog.$inferSelect;
type Details = AuditLogRow["details"];

const editionOf = (details: Details) =>
  typeof details?.edition === "number"
    ? `${ordinal(details.edition, "feminine")} edição`
    : "próxima edição";
const groupsOf = (details: Details) =>
  Array.isArray(details?.groups) ? groupLabels(details.groups.map(String)) : "";

/** What an action code means, in words; unknown codes are shown as they are. */
const actionLabels: Record<string, string | ((details: Details) => string)> = {
  "speaker.create": "Criou palestrante",
  "speaker.update": "Editou palestrante",
  "speaker.delete": "Removeu palestrante",
  "sponsors.replace": "Salvou patrocinadores",
  "about.update": "Salvou Sobre o Congresso",
  "media.upload": "Enviou imagem",
  "programme.save": "Salvou programação",
  "programme.restore": "Restaurou versão da programação",
  "programme.delete": "Removeu versão da programação",
  "event-facts.save": (details) => `Salvou ${groupsOf(details) || "dados do evento"}`,
  "event-facts.restore": "Restaurou versão dos dados do evento",
  "event-facts.draft-start": (details) => `Iniciou rascunho da ${editionOf(details)}`,
  "event-facts.draft-save": (details) =>
    `Salvou rascunho da próxima edição${groupsOf(details) ? ` (${groupsOf(details)})` : ""}`,
  "event-facts.draft-discard": (details) => `Descartou rascunho da ${editionOf(details)}`,
  "event-facts.publish": (details) => `Publicou a ${editionOf(details)}`,
  "auth.login.success": "Entrou",
  "auth.login.failure": "Login recusado",
  "auth.login.limited": "Login bloqueado por excesso de tentativas",
  "auth.login.mfa_required": "Senha aceita; código pedido",
  "auth.mfa.success": "Entrou com o segundo fator",
  "auth.mfa.failure": "Código recusado",
  "auth.mfa.limited": "Código bloqueado por excesso de tentativas",
  "auth.mfa.recovery_used": "Usou um código de recuperação",
  "auth.mfa.enroll": "Ativou a autenticação em dois fatores",
  "auth.mfa.recovery_regenerate": "Gerou novos códigos de recuperação",
  "auth.mfa.disable": "Desativou a autenticação em dois fatores",
  "auth.mfa.reset": "Autenticação em dois fatores removida (linha de comando)",
};

function describe({ action, details }: AuditLogRow) {
  const label = actionLabels[action];
  return typeof label === "function" ? label(details) : (label ?? action);
}

function summary(details: Details) {
  if (!details) return "";
  const name = details.name ?? details.title;
  if (typeof name === "string") return name;
  if (typeof details.count === "number") return `${details.count} itens`;
  if (typeof details.purpose === "string") return `${details.purpose}`;
  // Login events: the client's address.
  if (typeof details.address === "string") return details.address;
  return "";
}

/** The audit log, newest first: when (in the event's time zone), who, what. */
export function AuditLogTable({ rows, timeZone }: { rows: AuditLogRow[]; timeZone: string }) {
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-400 bg-white px-6 py-12 text-center">
        <History aria-hidden className="size-10 text-slate-500" />
        <p className="text-slate-700">Nenhuma alteração registrada.</p>
      </div>
    );
  }
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <div
      role="region"
      aria-label="Tabela do registro de alterações"
      tabIndex={0}
      className="focus-visible:ring-brand-500/50 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm outline-none focus-visible:ring-[3px]"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">
          Últimas alterações, da mais recente para a mais antiga
        </caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {["Quando", "Quem", "O quê", "Detalhes"].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <time dateTime={new Date(row.createdAt).toISOString()}>
                  {formatInZone(new Date(row.createdAt), timeZone, "dateTimeSeconds")}
                </time>
              </td>
              <td className="px-4 py-3 text-slate-800">{row.actor}</td>
              <td className="px-4 py-3 font-medium text-slate-900">{describe(row)}</td>
              <td className="px-4 py-3 break-words text-slate-700">{summary(row.details)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
