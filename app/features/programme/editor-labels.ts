import { useRouteLoaderData } from "react-router";
import type { CongressKey } from "~/content/programme-schema";

/** The congress names the root's loader sends (the admin has no site frame to read facts from). */
export function useCongressLabels(): Record<CongressKey, string> {
  const root = useRouteLoaderData("root") as
    { programmeTabs?: Record<CongressKey, string> } | undefined;
  return root?.programmeTabs ?? FALLBACK_LABELS;
}

/** Only if the root's data is missing (the editor is then not drawn): short names, no facts. */
const FALLBACK_LABELS: Record<CongressKey, string> = {
  cursos: "Cursos Pré-Congresso",
  nursing: "Enfermagem",
  feridas: "Feridas",
  estetica: "Estética",
};

/** The fetchers of the editor's writes, shared by the page (toasts) and the controls. */
export const SAVE_FETCHER = "programme-save";
export const VERSION_FETCHER = "programme-version";
