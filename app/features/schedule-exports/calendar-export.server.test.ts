import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { databaseTest } from "~tests/support/databases";
import { saveEditedProgramme } from "~tests/support/programme-versions";
import { loadConfig } from "~/config.server";
import { configContext, contentVersionContext, databaseContext } from "~/context";
import { defaultEventFacts } from "~/content/default-event-facts";
import type { Programme } from "~/content/programme-schema";
import type { Database } from "~/db/client.server";
import { seedDefaults } from "~/db/seed.server";
import {
  CalendarDataMemo,
  agendaExport,
  calendarDataMemo,
  calendarExport,
} from "./calendar-export.server";

const SITE = "https://congresso.example";
const MOVED = "fisiologia-da-cicatrizacao-e-avaliacao";
const REMOVED = "biofilme-e-infeccao-em-feridas-cronicas";
const KEPT = "feridas-na-pratica-casos-que-nos-ensinaram";
const NOT_FOUND = "Nenhuma sessão com horário nesta agenda.";

/** A server's context as server/app.ts builds it, with a content version the test bumps. */
function serverContext(db: Database, withVersion = true) {
  let version = 0;
  const contentVersion = { current: () => version };
  const context = new RouterContextProvider();
  context.set(databaseContext, db);
  context.set(configContext, loadConfig({ PUBLIC_URL: SITE }));
  if (withVersion) context.set(contentVersionContext, contentVersion);
  let factsReads = 0;
  const readFacts = () => {
    factsReads += 1;
    return Promise.resolve(defaultEventFacts);
  };
  /** `/minha-agenda.ics?sessoes=…` as its route answers it. */
  const agenda = async (ids: string[]) => {
    const response = await calendarExport(
      { context, request: new Request(`${SITE}/minha-agenda.ics?sessoes=${ids.join(",")}`) },
      (data) => agendaExport(ids, data),
      readFacts,
    );
    return { status: response.status, text: await response.text() };
  };
  return {
    agenda,
    contentVersion,
    bump: () => void (version += 1),
    factsReads: () => factsReads,
  };
}

const moveAndRemove = (programme: Programme): Programme => ({
  ...programme,
  feridas: programme.feridas!.map((day) => ({
    ...day,
    events: day.events.flatMap((event) =>
      event.id === REMOVED
        ? []
        : event.id === MOVED
          ? [{ ...event, time: "14h00 - 14h45" }]
          : [event],
    ),
  })),
});

/** The one VEVENT of a calendar: its start (local time) and SEQUENCE. */
const eventOf = (text: string) => ({
  start: /^DTSTART;TZID=America\/Bahia:(\S+)$/m.exec(text)?.[1],
  sequence: /^SEQUENCE:(\d+)$/m.exec(text)?.[1],
});

databaseTest(
  "the calendars read the saved versions once per content version, and again after a write",
  async (database) => {
    await seedDefaults(database.db);
    const server = serverContext(database.db);
    const memo = calendarDataMemo(server.contentVersion);

    const first = await server.agenda([MOVED]);
    expect(first.status).toBe(200);
    expect(eventOf(first.text)).toEqual({ start: "20250828T091500", sequence: "0" });
    // The same calendar again, another agenda, an unknown id: no second read.
    expect(await server.agenda([MOVED])).toEqual(first);
    expect((await server.agenda([KEPT, REMOVED])).status).toBe(200);
    expect(await server.agenda(["nao-existe"])).toEqual({ status: 404, text: NOT_FOUND });
    expect(memo.loads).toBe(1);
    expect(server.factsReads()).toBe(1);

    // A save the content version has not counted yet is not read: nothing is re-read per request.
    await saveEditedProgramme(database.db, moveAndRemove);
    expect(await server.agenda([MOVED])).toEqual(first);
    expect(memo.loads).toBe(1);

    // The write's bump (the request pipeline's, after every admin write): read once more.
    server.bump();
    const moved = await server.agenda([MOVED]);
    expect(eventOf(moved.text)).toEqual({ start: "20250828T140000", sequence: "1" });
    expect(await server.agenda([REMOVED])).toEqual({ status: 404, text: NOT_FOUND });
    expect(memo.loads).toBe(2);
    expect(server.factsReads()).toBe(2);

    // A burst of requests after a write shares one read.
    server.bump();
    const burst = await Promise.all(Array.from({ length: 10 }, () => server.agenda([MOVED])));
    expect(burst.every((answer) => answer.text === moved.text)).toBe(true);
    expect(memo.loads).toBe(3);
  },
);

databaseTest(
  "without a content version (the development server) each request reads afresh",
  async (database) => {
    await seedDefaults(database.db);
    const server = serverContext(database.db, false);
    const first = await server.agenda([MOVED]);
    await saveEditedProgramme(database.db, moveAndRemove);
    const second = await server.agenda([MOVED]);
    expect(eventOf(first.text).start).toBe("20250828T091500");
    expect(eventOf(second.text).start).toBe("20250828T140000");
    expect(server.factsReads()).toBe(2);
  },
);

test("a failed read is not kept: the next request of the same version reads again", async () => {
  const memo = new CalendarDataMemo();
  const data = { facts: defaultEventFacts, revisions: new Map(), stamp: new Date(0) };
  await expect(memo.get(1, () => Promise.reject(new Error("banco fora do ar")))).rejects.toThrow(
    "banco fora do ar",
  );
  expect(await memo.get(1, () => Promise.resolve(data))).toBe(data);
  expect(await memo.get(1, () => Promise.reject(new Error("não deveria ler")))).toBe(data);
  expect(memo.loads).toBe(2);
});
