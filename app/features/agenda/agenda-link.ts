import { AGENDA_MAX_SESSIONS, isSessionId } from "~/lib/agenda-storage";

export const AGENDA_PATH = "/minha-agenda";
/** `/minha-agenda?sessoes=id1,id2`: an agenda anyone can open, read-only, and import. */
export const SHARED_SESSIONS_PARAM = "sessoes";

/** The link that shows these sessions to whoever opens it, or (`.ics`) their calendar file. */
export function sharedAgendaLink(ids: readonly string[], extension = "") {
  return `${AGENDA_PATH}${extension}?${SHARED_SESSIONS_PARAM}=${ids.join(",")}`;
}

/** The session ids a shared link names (valid, unique, capped), or null when it names none. */
export function readSharedIds(params: URLSearchParams): string[] | null {
  const value = params.get(SHARED_SESSIONS_PARAM);
  if (value === null) return null;
  const ids = value
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(isSessionId);
  return [...new Set(ids)].slice(0, AGENDA_MAX_SESSIONS);
}
