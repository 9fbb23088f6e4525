import type { ProgrammeEvent, ProgrammeTalk } from "~/content/programme-schema";

/** Who presents a session, each name once: a talk its speaker and moderator; an event its
 * speakers, its talks' speakers and its moderator. The exports all list the same people. */
export function sessionPeople(event: ProgrammeEvent, talk?: ProgrammeTalk): string[] {
  const names = talk
    ? [talk.speaker, talk.moderator]
    : [
        event.speaker,
        ...(event.speakers ?? []),
        ...(event.talks ?? []).map(({ speaker }) => speaker),
        event.moderator,
      ];
  return [...new Set(names.flatMap((name) => name?.trim() || []))];
}
