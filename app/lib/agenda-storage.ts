import { useSyncExternalStore } from "react";
import { SESSION_ID_PATTERN } from "~/content/session-ids";

/** 'Minha agenda' in localStorage, read defensively: whatever else is stored there is ignored. */

/** What the agenda remembers of a session, so one removed from the programme can still be named. */
export interface AgendaEntry {
  id: string;
  title?: string;
  /** The congress's name, as the programme's tab names it. */
  congress?: string;
  /** "Dia 1, 16 de setembro de 2026". */
  day?: string;
  time?: string;
}

export const AGENDA_STORAGE_KEY = "minha-agenda:v1";
/** Far above any real agenda (the programme holds about 150 sessions); bounds a hostile store. */
export const AGENDA_MAX_SESSIONS = 300;
const TEXT_MAX_LENGTH = 300;
/** Bigger than a full agenda of long titles could be: anything larger is not ours. */
const RAW_MAX_LENGTH = 512 * 1024;

export const isSessionId = (value: unknown): value is string =>
  typeof value === "string" && SESSION_ID_PATTERN.test(value);

const text = (value: unknown) =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, TEXT_MAX_LENGTH) : undefined;

/** One stored item as an entry, or null: a bare id (an older format) or `{ id, title, … }`. */
function readEntry(value: unknown): AgendaEntry | null {
  if (isSessionId(value)) return { id: value };
  if (typeof value !== "object" || value === null) return null;
  const item = value as Record<string, unknown>;
  if (!isSessionId(item.id)) return null;
  const entry: AgendaEntry = { id: item.id };
  for (const key of ["title", "congress", "day", "time"] as const) {
    const field = text(item[key]);
    if (field) entry[key] = field;
  }
  return entry;
}

/** Entries without repeated ids, the first kept, at most `AGENDA_MAX_SESSIONS`. */
function distinct(entries: Iterable<AgendaEntry>) {
  const byId = new Map<string, AgendaEntry>();
  for (const entry of entries) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return [...byId.values()].slice(0, AGENDA_MAX_SESSIONS);
}

/** The stored text as entries; anything unreadable reads as an empty agenda. */
export function parseAgenda(raw: string | null): AgendaEntry[] {
  if (!raw || raw.length > RAW_MAX_LENGTH) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  const sessions =
    typeof data === "object" && data !== null && !Array.isArray(data)
      ? (data as { sessions?: unknown }).sessions
      : data;
  if (!Array.isArray(sessions)) return [];
  return distinct(
    sessions.slice(0, AGENDA_MAX_SESSIONS * 4).flatMap((item) => readEntry(item) ?? []),
  );
}

export function serializeAgenda(entries: readonly AgendaEntry[]) {
  return JSON.stringify({ sessions: distinct(entries) });
}

/** The agenda with `entry` added (at the end) or, when already there, its snapshot refreshed. */
export function addEntry(entries: readonly AgendaEntry[], entry: AgendaEntry) {
  const index = entries.findIndex((held) => held.id === entry.id);
  if (index === -1) return distinct([...entries, entry]);
  return entries.map((held, i) => (i === index ? { ...held, ...entry } : held));
}

export function removeEntry(entries: readonly AgendaEntry[], id: string) {
  return entries.filter((entry) => entry.id !== id);
}

/** The agenda with `incoming` sessions it does not hold yet added after its own (an import). */
export function mergeEntries(entries: readonly AgendaEntry[], incoming: readonly AgendaEntry[]) {
  return distinct([...entries, ...incoming]);
}

// localStorage when allowed, else memory for this page's life, so the buttons still work.
const EMPTY: readonly AgendaEntry[] = Object.freeze([]);
const listeners = new Set<() => void>();
let memory: string | null = null;
let memoryOnly = false;
let cached: { raw: string | null; entries: readonly AgendaEntry[] } = { raw: null, entries: EMPTY };

function readRaw(): string | null {
  if (memoryOnly) return memory;
  try {
    return window.localStorage.getItem(AGENDA_STORAGE_KEY);
  } catch {
    memoryOnly = true;
    return memory;
  }
}

/** The current agenda; the same array until the stored text changes (useSyncExternalStore). */
export function getAgenda(): readonly AgendaEntry[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, entries: parseAgenda(raw) };
  return cached.entries;
}

/** Changes the stored agenda with `change` and tells every button and list of the page. */
export function updateAgenda(change: (entries: readonly AgendaEntry[]) => readonly AgendaEntry[]) {
  memory = serializeAgenda(change(getAgenda()));
  try {
    window.localStorage.setItem(AGENDA_STORAGE_KEY, memory);
  } catch {
    // Full or refused: the memory copy serves this page from now on.
    memoryOnly = true;
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` on every change, from this page or (the `storage` event) another tab. */
export function subscribeAgenda(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === AGENDA_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The visitor's agenda: empty on the server and while hydrating (published pages are shared). */
export function useAgenda() {
  return useSyncExternalStore(subscribeAgenda, getAgenda, () => EMPTY);
}
