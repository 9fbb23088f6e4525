import type { Database } from "~/db/client.server";
import { getPastEdition, listPastEditions } from "~/features/event-facts/past-editions.server";
import {
  getArchivedProgramme,
  listArchivedEditions,
} from "~/features/programme/edition-archive.server";

/** A past edition's last published programme and its facts then; null if it has none. */
export async function loadEditionArchive(db: Database, edition: number) {
  const past = await getPastEdition(db, edition);
  const archive = past && (await getArchivedProgramme(db, past.span));
  return past && archive ? { facts: past.facts, ...archive } : null;
}

/** The past editions whose programme the site keeps, for the editions' cards. */
export async function listEditionArchives(db: Database) {
  return listArchivedEditions(db, await listPastEditions(db));
}
