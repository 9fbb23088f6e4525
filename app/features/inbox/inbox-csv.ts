import { formatInZone } from "~/lib/time-zone";
import { type InboxKind, inboxKindLabels } from "./inbox-kinds";

/** One exported row; fields a kind does not have are left empty. */
export interface CsvInboxItem {
  kind: InboxKind;
  name: string;
  email: string;
  telefone: string;
  subject?: string;
  message?: string;
  empresa?: string;
  interesse?: string;
  createdAt: Date;
  readAt: Date | null;
}

const BOM = "\uFEFF";
// A Portuguese spreadsheet reads ";" as the column separator (the comma is the decimal one).
const SEPARATOR = ";";

const header = [
  "Tipo",
  "Recebida em",
  "Nome",
  "E-mail",
  "Telefone",
  "Assunto",
  "Mensagem",
  "Empresa",
  "Interesse",
  "Lida",
];

/** Quoted; a value a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** UTF-8 with a BOM so accents open right, CRLF lines, dates in the event's `timeZone`. */
export function buildInboxCsv(items: CsvInboxItem[], timeZone: string) {
  const rows = items.map((item) => [
    inboxKindLabels[item.kind],
    formatInZone(item.createdAt, timeZone, "dateTime"),
    item.name,
    item.email,
    item.telefone,
    item.subject ?? "",
    item.message ?? "",
    item.empresa ?? "",
    item.interesse ?? "",
    item.readAt ? "Sim" : "Não",
  ]);
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(SEPARATOR));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}
