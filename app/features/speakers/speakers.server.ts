import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { speakers } from "~/db/schema";
import { reportError } from "~/utils/logger.server";

/** A speaker as shown, with the revision the editor saves against. */
export const speakerColumns = {
  id: speakers.id,
  name: speakers.name,
  role: speakers.role,
  bio: speakers.bio,
  imageUrl: speakers.imageUrl,
  revision: speakers.revision,
};

/** The confirmed speakers, by name (spec §3); an empty list when the read fails (spec §4). */
export async function listSpeakers(db: Database) {
  try {
    return await db.select(speakerColumns).from(speakers).orderBy(asc(speakers.name));
  } catch (error) {
    reportError("Erro ao carregar palestrantes", error);
    return [];
  }
}
