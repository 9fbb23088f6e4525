import type { ProgrammeEvent, ProgrammeTalk } from "~/content/programme-schema";

/** Who presents a session, each name once, so that every export lists the same people. */
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
