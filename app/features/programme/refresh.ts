/** Spec §9: a normal refresh of the programme waits at least this long after the last load. */
export const MIN_REFRESH_INTERVAL_MS = 2000;

/**
 * Whether to reload the programme now (spec §4): a forced refresh (the 'Atualizar' button)
 * always runs; a normal one is skipped when the last load was under 2 s ago.
 */
export function shouldRefresh(lastLoadedAt: number | null, now: number, force: boolean): boolean {
  if (force || lastLoadedAt === null) return true;
  return now - lastLoadedAt >= MIN_REFRESH_INTERVAL_MS;
}
