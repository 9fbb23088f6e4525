/** A version's place in the history (spec §4): 0 is the newest, i.e. the current one. */
export function versionLabel(index: number): string {
  if (index === 0) return "Atual";
  if (index === 1) return "Anterior";
  return `${index} versões atrás`;
}

/** The badge beside the current version. */
export function versionBadge(index: number): string | null {
  return index === 0 ? "Ativa" : null;
}

/** Spec §4: a version can be deleted only while more than this many exist. */
export const MIN_VERSIONS_KEPT = 2;
