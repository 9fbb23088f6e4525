/** A version's place in a history: 0 is the current one. */
export function versionLabel(index: number): string {
  if (index === 0) return "Atual";
  if (index === 1) return "Anterior";
  return `${index} versões atrás`;
}

export function versionBadge(index: number): string | null {
  return index === 0 ? "Ativa" : null;
}
