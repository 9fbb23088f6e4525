import { defaultAbout } from "~/content/default-about";
import type { Database } from "~/db/client.server";
import { aboutCongress } from "~/db/schema";
import type { AboutCongress } from "~/content/about-schema";

/**
 * The "about the congress" block (spec §4): the stored row, the defaults when there is none,
 * and `null` when the read fails, so the page shows nothing rather than stale defaults.
 */
export async function getAboutCongress(db: Database): Promise<AboutCongress | null> {
  try {
    const [row] = await db
      .select({
        title: aboutCongress.title,
        edition: aboutCongress.edition,
        paragraphs: aboutCongress.paragraphs,
        professionals: aboutCongress.professionals,
      })
      .from(aboutCongress)
      .limit(1);
    return row ?? defaultAbout;
  } catch (error) {
    console.error("Erro ao carregar dados:", error);
    return null;
  }
}
