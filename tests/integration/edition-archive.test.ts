// A past edition's programme stays readable at /edicoes/:edicao/programacao: the 15th edition is
// started and published through the event facts' own functions, the new edition's 'em breve'
// programme saved as the admin's 'Publicar edição' saves it, and the archive read back.
import { RouterContextProvider } from "react-router";
import { expect } from "vitest";
import { placeholderProgramme } from "~/content/placeholder-programme";
import type { Programme } from "~/content/programme-schema";
import { databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { seedDefaults } from "~/db/seed.server";
import {
  getEditionDraft,
  getEventFacts,
  loadEventFactsForEditor,
  publishEditionDraft,
  saveEventFacts,
  startNextEdition,
} from "~/features/event-facts/event-facts.server";
import { archivedProgramme } from "~/features/programme/edition-archive";
import { listVersions, saveProgrammeVersion } from "~/features/programme/versions.server";
import { loader } from "~/routes/edicoes-programacao";
import { listEditionArchives, loadEditionArchive } from "~/routes/edition-archive.server";
import { databaseTest } from "~tests/support/databases";
import { saveEditedProgramme } from "~tests/support/programme-versions";

const actor = "admin@congresso.test";

/** 'Nova edição' then 'Publicar edição', with the programme the admin's publication saves. */
async function publishNextEdition(db: Database) {
  expect((await startNextEdition(db, actor)).ok).toBe(true);
  const draft = await getEditionDraft(db);
  expect((await publishEditionDraft(db, { basedOnVersion: draft!.version, actor })).ok).toBe(true);
  const [newest] = await listVersions(db);
  const saved = await saveProgrammeVersion(db, {
    programme: placeholderProgramme(await getEventFacts(db)),
    basedOnVersion: newest!.version,
    actor,
  });
  expect(saved.ok).toBe(true);
}

/** The first day of the feridas congress with one session added in front. */
const withSession = (title: string) => (programme: Programme) => ({
  ...programme,
  feridas: programme.feridas!.map((day, index) =>
    index === 0
      ? { ...day, events: [{ time: "07h00", title, type: "palestra" as const }, ...day.events] }
      : day,
  ),
});

const titles = (programme: Programme) =>
  Object.values(programme).flatMap((days) => days.flatMap((day) => day.events.map((e) => e.title)));

/** How the route answers `/edicoes/:edicao/programacao`: its data, or the status it throws. */
async function answer(db: Database, edicao: string) {
  const context = new RouterContextProvider();
  context.set(databaseContext, db);
  const args = {
    context,
    params: { edicao },
    request: new Request(`http://congresso.test/edicoes/${edicao}/programacao`),
  } as unknown as Parameters<typeof loader>[0];
  try {
    return { status: 200, data: await loader(args) };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get("Location") };
    }
    return { status: (thrown as { init?: { status?: number } }).init?.status };
  }
}

databaseTest(
  "after 'Publicar edição' the 15th edition's last programme and facts stay readable; the 16th has none",
  async ({ db }) => {
    await seedDefaults(db);
    expect(await listEditionArchives(db)).toEqual([]);
    expect(await loadEditionArchive(db, 15)).toBeNull();
    expect(await answer(db, "15")).toEqual({ status: 302, location: "/programacao" });

    // The 15th edition's last changes, to the programme and to the facts.
    await saveEditedProgramme(db, withSession("Encerramento da 15ª edição"));
    const current = await loadEventFactsForEditor(db, "current");
    const saved = await saveEventFacts(db, {
      target: "current",
      changes: { event: { ...current!.facts.event, city: "Lauro de Freitas" } },
      basedOnVersion: current!.version,
      actor,
    });
    expect(saved.ok).toBe(true);

    await publishNextEdition(db);
    // The 16th edition's first session: not the 15th's.
    await saveEditedProgramme(db, withSession("Abertura da 16ª edição"));

    const archive = await loadEditionArchive(db, 15);
    expect(archive).not.toBeNull();
    expect(archive!.facts.event.edition).toBe(15);
    expect(archive!.facts.event.city).toBe("Lauro de Freitas");
    expect(titles(archive!.programme)).toContain("Encerramento da 15ª edição");
    expect(titles(archive!.programme)).toContain(
      "Fisiologia da cicatrização e avaliação sistematizada de feridas complexas",
    );
    expect(titles(archive!.programme)).not.toContain("Abertura da 16ª edição");

    const page = archivedProgramme(archive!.programme, archive!.facts);
    expect(page).toMatchObject({ edition: 15, year: 2025, city: "Lauro de Freitas" });
    const feridas = page.parts.find((part) => part.key === "feridas")!;
    expect(feridas.label).toBe("6º Congresso Internacional Feridas");
    expect(feridas.days.map((day) => day.date)).toEqual([
      "28 de agosto de 2025",
      "29 de agosto de 2025",
    ]);

    expect(await loadEditionArchive(db, 16)).toBeNull();
    expect(await loadEditionArchive(db, 14)).toBeNull();
    expect(await listEditionArchives(db)).toEqual([15]);

    expect(await answer(db, "15")).toMatchObject({
      status: 200,
      data: { edition: 15, year: 2025 },
    });
    expect(await answer(db, "16")).toEqual({ status: 302, location: "/programacao" });
    for (const unknown of ["14", "17", "quinze", "015", "15.0"]) {
      expect((await answer(db, unknown)).status, unknown).toBe(404);
    }

    // Once the 17th is published, the 16th keeps the programme it ended with.
    await publishNextEdition(db);
    expect(await listEditionArchives(db)).toEqual([15, 16]);
    const sixteenth = await loadEditionArchive(db, 16);
    expect(sixteenth!.facts.event.edition).toBe(16);
    expect(titles(sixteenth!.programme)).toContain("Abertura da 16ª edição");
    expect(titles(sixteenth!.programme)).not.toContain("Encerramento da 15ª edição");
    expect(archivedProgramme(sixteenth!.programme, sixteenth!.facts).year).toBe(2026);
    expect(titles((await loadEditionArchive(db, 15))!.programme)).toContain(
      "Encerramento da 15ª edição",
    );
  },
);
