import { afterEach, expect, test, vi } from "vitest";
import {
  addEntry,
  AGENDA_MAX_SESSIONS,
  AGENDA_STORAGE_KEY,
  mergeEntries,
  parseAgenda,
  removeEntry,
  serializeAgenda,
} from "./agenda-storage";

test("a stored agenda reads back as written", () => {
  const entries = [
    { id: "abertura-oficial", title: "Abertura oficial", time: "08:30" },
    { id: "coberturas-inteligentes" },
  ];
  expect(parseAgenda(serializeAgenda(entries))).toEqual(entries);
});

test("hostile or corrupt storage reads as an empty agenda, never an error", () => {
  for (const raw of [
    null,
    "",
    "{",
    "null",
    "42",
    '"abertura"',
    "{}",
    '{"sessions":"abertura"}',
    '{"sessions":{"0":"x"}}',
    `{"sessions":["${"a".repeat(600_000)}"]}`,
  ]) {
    expect(parseAgenda(raw), String(raw).slice(0, 40)).toEqual([]);
  }
});

test("only valid session ids are kept, with their text fields trimmed and bounded", () => {
  const raw = JSON.stringify({
    sessions: [
      "abertura-oficial",
      { id: "Maiúsculas" },
      { id: "../../admin" },
      { id: "<script>" },
      { id: 42 },
      null,
      [],
      { id: "coberturas", title: "  Coberturas  ", congress: 7, day: "", time: "x".repeat(400) },
      { id: "mesa", title: { nested: true }, __proto__: { polluted: true } },
    ],
  });
  expect(parseAgenda(raw)).toEqual([
    { id: "abertura-oficial" },
    { id: "coberturas", title: "Coberturas", time: "x".repeat(300) },
    { id: "mesa" },
  ]);
  // An older, bare list of ids reads too.
  expect(parseAgenda('["abertura-oficial","abertura-oficial","mesa"]')).toEqual([
    { id: "abertura-oficial" },
    { id: "mesa" },
  ]);
});

test("the agenda holds at most AGENDA_MAX_SESSIONS sessions", () => {
  const many = Array.from({ length: AGENDA_MAX_SESSIONS + 50 }, (_, i) => `sessao-${i}`);
  expect(parseAgenda(JSON.stringify(many))).toHaveLength(AGENDA_MAX_SESSIONS);
  const full = many.slice(0, AGENDA_MAX_SESSIONS).map((id) => ({ id }));
  expect(addEntry(full, { id: "mais-uma" })).toHaveLength(AGENDA_MAX_SESSIONS);
  expect(mergeEntries(full, [{ id: "mais-uma" }])).toHaveLength(AGENDA_MAX_SESSIONS);
});

test("add, remove and merge keep one entry per session", () => {
  const one = addEntry([], { id: "abertura", title: "Abertura" });
  expect(addEntry(one, { id: "abertura", title: "Abertura oficial" })).toEqual([
    { id: "abertura", title: "Abertura oficial" },
  ]);
  const two = addEntry(one, { id: "mesa" });
  expect(removeEntry(two, "abertura")).toEqual([{ id: "mesa" }]);
  expect(mergeEntries(two, [{ id: "mesa", title: "outro" }, { id: "novo" }])).toEqual([
    { id: "abertura", title: "Abertura" },
    { id: "mesa" },
    { id: "novo" },
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A browser window with a localStorage that works, or one that refuses every call. */
function fakeWindow(refuse = false) {
  const items = new Map<string, string>();
  const storageListeners = new Set<(event: { key: string | null }) => void>();
  const localStorage = {
    getItem(key: string) {
      if (refuse) throw new DOMException("denied", "SecurityError");
      return items.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (refuse) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
  };
  return {
    items,
    window: {
      get localStorage() {
        return localStorage;
      },
      addEventListener: (_: string, listener: (event: { key: string | null }) => void) =>
        storageListeners.add(listener),
      removeEventListener: (_: string, listener: (event: { key: string | null }) => void) =>
        storageListeners.delete(listener),
    },
    /** Another tab wrote the agenda. */
    otherTabWrites(value: string) {
      items.set(AGENDA_STORAGE_KEY, value);
      for (const listener of storageListeners) listener({ key: AGENDA_STORAGE_KEY });
    },
  };
}

test("the store writes localStorage, tells the page's listeners and hears other tabs", async () => {
  const fake = fakeWindow();
  vi.stubGlobal("window", fake.window);
  const store = await import("./agenda-storage");
  const heard = vi.fn();
  const unsubscribe = store.subscribeAgenda(heard);

  store.updateAgenda((entries) => store.addEntry(entries, { id: "abertura" }));
  expect(heard).toHaveBeenCalledTimes(1);
  expect(JSON.parse(fake.items.get(AGENDA_STORAGE_KEY)!)).toEqual({
    sessions: [{ id: "abertura" }],
  });
  // The same array until the stored text changes (what useSyncExternalStore needs).
  expect(store.getAgenda()).toBe(store.getAgenda());

  fake.otherTabWrites('{"sessions":[{"id":"mesa"}]}');
  expect(heard).toHaveBeenCalledTimes(2);
  expect(store.getAgenda()).toEqual([{ id: "mesa" }]);

  unsubscribe();
  store.updateAgenda(() => []);
  expect(heard).toHaveBeenCalledTimes(2);
});

test("with storage refused the agenda still works for the page's life", async () => {
  vi.stubGlobal("window", fakeWindow(true).window);
  const store = await import("./agenda-storage");
  expect(store.getAgenda()).toEqual([]);
  store.updateAgenda((entries) => store.addEntry(entries, { id: "abertura" }));
  expect(store.getAgenda()).toEqual([{ id: "abertura" }]);
});
