import { expect, test } from "vitest";
import { AGENDA_MAX_SESSIONS } from "~/lib/agenda-storage";
import { readSharedIds, sharedAgendaLink } from "./agenda-link";

test("a shared agenda's link carries its ids and reads back", () => {
  const link = sharedAgendaLink(["abertura-oficial", "coberturas-inteligentes"]);
  expect(link).toBe("/minha-agenda?sessoes=abertura-oficial,coberturas-inteligentes");
  expect(readSharedIds(new URL(link, "https://example.org").searchParams)).toEqual([
    "abertura-oficial",
    "coberturas-inteligentes",
  ]);
});

test("an address without `sessoes` is the visitor's own agenda", () => {
  expect(readSharedIds(new URLSearchParams(""))).toBeNull();
  expect(readSharedIds(new URLSearchParams("utm_source=whatsapp"))).toBeNull();
  expect(readSharedIds(new URLSearchParams("sessoes="))).toEqual([]);
});

test("anything but session ids is skipped, repeats count once, and the list is bounded", () => {
  expect(
    readSharedIds(new URLSearchParams("sessoes=Abertura, mesa,,mesa,<script>,../admin,%00,a--b-")),
  ).toEqual(["abertura", "mesa"]);
  const many = Array.from({ length: AGENDA_MAX_SESSIONS + 10 }, (_, i) => `s-${i}`).join(",");
  expect(readSharedIds(new URLSearchParams(`sessoes=${many}`))).toHaveLength(AGENDA_MAX_SESSIONS);
});
