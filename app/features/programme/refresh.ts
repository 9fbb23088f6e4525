/** Spec §9: a normal refresh of the programme waits at least this long after the last load. */
export const MIN_REFRESH_INTERVAL_MS = 2000;

/** Whether to reload now: a forced refresh always does, a normal one waits 2 s after a load. */
export function shouldRefresh(lastLoadedAt: number | null, now: number, force: boolean): boolean {
  if (force || lastLoadedAt === null) return true;
  return now - lastLoadedAt >= MIN_REFRESH_INTERVAL_MS;
}
