import { congresses } from "~/content/event";
import type { CongressKey } from "~/content/programme-schema";

/** The congress selector's names, in the site's order (spec §3). */
export const congressLabels: Record<CongressKey, string> = {
  cursos: "Cursos Pré-Congresso",
  nursing: congresses.nursing.programmeTab,
  feridas: congresses.feridas.programmeTab,
  estetica: congresses.estetica.programmeTab,
};

/** The fetchers of the editor's writes, shared by the page (toasts) and the controls. */
export const SAVE_FETCHER = "programme-save";
export const VERSION_FETCHER = "programme-version";
