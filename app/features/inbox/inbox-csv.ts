import { formatInZone } from "~/lib/time-zone";
import { fieldLabels } from "~/lib/public-form-fields";
import { type InboxKind, inboxKindLabels } from "./inbox-kinds";

/** One exported row; fields a kind does not have are left empty. */
type CsvInboxItem = {
  kind: InboxKind;
  createdAt: Date;
  readAt: Date | null;
  [field: string]: unknown;
};

const BOM = "\uFEFF";
// A Portuguese spreadsheet reads ";" as the column separator (the comma is the decimal one).
const SEPARATOR = ";";

/** Both forms' fields, the contact form's first. */
const columns = { ...fieldLabels.contact, ...fieldLabels.patrocinio };

/** Quoted; a value a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** UTF-8 with a BOM so accents open right, CRLF lines, dates in the event's `timeZone`. */
export function buildInboxCsv(items: CsvInboxItem[], timeZone: string) {
  const header = ["Tipo", "Recebida em", ...Object.values(columns), "Lida"];
  const rows = items.map((item) => [
    inboxKindLabels[item.kind],
    formatInZone(item.createdAt, timeZone, "dateTime"),
    ...Object.keys(columns).map((name) => String(item[name] ?? "")),
    item.readAt ? "Sim" : "Não",
  ]);
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(SEPARATOR));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}
