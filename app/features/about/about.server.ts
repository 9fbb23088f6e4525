import { defaultAbout } from "~/content/default-about";
import type { Database } from "~/db/client.server";
import { aboutCongress } from "~/db/schema";
import { reportError } from "~/utils/logger.server";

/** The stored block and its revision (the defaults and 0 before the first save); null when the read fails. */
export async function readAbout(db: Database) {
  try {
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
    if (!row) return { about: defaultAbout, revision: 0 };
    const { revision, ...about } = row;
    return { about, revision };
  } catch (error) {
    reportError("Erro ao carregar dados:", error);
    return null;
  }
}

/** The home's block; `null` when the read fails, so the page shows nothing rather than stale defaults. */
export const getAboutCongress = async (db: Database) => (await readAbout(db))?.about ?? null;
