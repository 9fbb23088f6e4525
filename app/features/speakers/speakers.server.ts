import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { speakers } from "~/db/schema";

/** The confirmed speakers, by name (spec §3); an empty list when the read fails (spec §4). */
export async function listSpeakers(db: Database) {
  try {
    return await db
      .select({
        id: speakers.id,
        name: speakers.name,
        role: speakers.role,
        bio: speakers.bio,
        imageUrl: speakers.imageUrl,
      })
      .from(speakers)
      .orderBy(asc(speakers.name));
  } catch (error) {
    console.error("Erro ao carregar palestrantes", error);
    return [];
  }
}
