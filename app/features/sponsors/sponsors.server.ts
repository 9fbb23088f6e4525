import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sponsors } from "~/db/schema";
import { reportError } from "~/utils/logger.server";

/** The sponsors in the order the administrator set. */
export function selectSponsors(db: Database) {
  return db
    .select({
      id: sponsors.id,
      name: sponsors.name,
      logo: sponsors.logo,
      customClass: sponsors.customClass,
    })
    .from(sponsors)
    .orderBy(asc(sponsors.position));
}

/** The sponsors for visitors; an empty list when the read fails. */
export async function listSponsors(db: Database) {
  try {
    return await selectSponsors(db);
  } catch (error) {
    reportError("Erro ao carregar patrocinadores", error);
    return [];
  }
}
