/** The two kinds of inbox items, as they appear in URLs (`?tipo=`, `?kind=`). */
export const inboxKindLabels = { contato: "Contato", patrocinio: "Patrocínio" };
export type InboxKind = keyof typeof inboxKindLabels;
export type InboxFilter = "todas" | InboxKind;

export const inboxFilters: { value: InboxFilter; label: string }[] = [
  { value: "todas", label: "Todas" },
  { value: "contato", label: "Contato" },
  { value: "patrocinio", label: "Patrocínio" },
];

export function parseInboxKind(value: string | null): InboxKind | null {
  return value === "contato" || value === "patrocinio" ? value : null;
}

export function parseInboxFilter(value: string | null): InboxFilter {
  return parseInboxKind(value) ?? "todas";
}

/** The list showing `filter`. */
export const inboxListPath = (filter: InboxFilter) =>
  filter === "todas" ? "/admin/inbox" : `/admin/inbox?tipo=${filter}`;
