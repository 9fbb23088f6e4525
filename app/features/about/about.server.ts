import { defaultAbout } from "~/content/default-about";
import type { Database } from "~/db/client.server";
import { aboutCongress } from "~/db/schema";
import type { AboutCongress } from "~/content/about-schema";
import { reportError } from "~/utils/logger.server";

/** The stored block with its revision, or `undefined` before the first save; a failed read throws. */
export async function readStoredAbout(db: Database) {
  const [row] = await db
    .select({
      title: aboutCongress.title,
      edition: aboutCongress.edition,
      paragraphs: aboutCongress.paragraphs,
      professionals: aboutCongress.professionals,
      revision: aboutCongress.revision,
    })
    .from(aboutCongress)
    .limit(1);
  return row;
}

/** The stored block, the defaults before the first save, `null` when the read fails (spec §4). */
export async function getAboutCongress(db: Database): Promise<AboutCongress | null> {
  try {
    const row = await readStoredAbout(db);
    if (!row) return defaultAbout;
    const { revision: _revision, ...about } = row;
    return about;
  } catch (error) {
    reportError("Erro ao carregar dados:", error);
    return null;
  }
}
