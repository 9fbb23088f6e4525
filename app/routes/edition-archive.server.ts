import type { Database } from "~/db/client.server";
import { getPastEdition, listPastEditions } from "~/features/event-facts/past-editions.server";
import {
  getArchivedProgramme,
  listArchivedEditions,
} from "~/features/programme/edition-archive.server";

/*
 * A past edition's programme: the event facts know when each edition was the published one, the
 * programme feature which version it last published then.
 */

/**
 * A past edition's last published programme, with its facts as they were when it ended; null for
 * the current edition, a later or unknown one, or one that published no programme.
 */
export async function loadEditionArchive(db: Database, edition: number) {
  const past = await getPastEdition(db, edition);
  const archive = past && (await getArchivedProgramme(db, past.span));
  return past && archive ? { facts: past.facts, ...archive } : null;
}

/** The past editions whose programme the site keeps, for the editions' cards. */
export async function listEditionArchives(db: Database) {
  return listArchivedEditions(db, await listPastEditions(db));
}
