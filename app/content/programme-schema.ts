import { cleanStoredText, plainText } from "~/lib/plain-text";
import { z } from "~/lib/zod";
import { SESSION_ID_PATTERN, withSessionIds } from "./session-ids";
import { CONGRESS_KEYS, EVENT_TYPES } from "./programme-keys";

export { CONGRESS_KEYS, EVENT_TYPES };
export type { CongressKey, EventType } from "./programme-keys";

/** A one-line text of the programme, named in its message when it cannot be saved. */
const text = (label: string, max = 500) => z.string().trim().max(max).check(plainText(label));
const optionalText = (label: string) => text(label).optional();
/** A session's stable id; given on save or read when missing (./session-ids.ts). */
const sessionId = z
  .string()
  .regex(SESSION_ID_PATTERN, "Identificador de sessão inválido.")
  .optional();

export const talkSchema = z.object({
  id: sessionId,
  title: text("Título da palestra").min(1),
  speaker: optionalText("Palestrante da palestra"),
  moderator: optionalText("Moderador da palestra"),
});

export const programmeEventSchema = z.object({
  id: sessionId,
  /** A range such as "08h30 - 10h00" or "10:30", or empty. */
  time: text("Horário", 40),
  title: text("Título").min(1),
  type: z.enum(EVENT_TYPES),
  speaker: optionalText("Palestrante"),
  speakers: z.array(text("Palestrantes").min(1)).max(50).optional(),
  moderator: optionalText("Moderador"),
  room: optionalText("Sala"),
  talks: z.array(talkSchema).max(50).optional(),
});

export const programmeDaySchema = z.object({
  day: text("Nome do dia", 80).min(1),
  date: text("Data do dia", 80),
  events: z.array(programmeEventSchema).max(200),
});

const daysSchema = z.array(programmeDaySchema).max(10);

/**
 * The programme, keyed by congress (spec §3). Valid when at least one congress is present.
 * Unknown keys (such as the stored `type` and `version`) are stripped on parsing.
 */
export const programmeSchema = z
  .object({
    nursing: daysSchema.optional(),
    feridas: daysSchema.optional(),
    estetica: daysSchema.optional(),
    cursos: daysSchema.optional(),
  })
  .refine((p) => CONGRESS_KEYS.some((key) => p[key] !== undefined), {
    message: "A programação precisa ter pelo menos um congresso.",
  });

export type ProgrammeTalk = z.infer<typeof talkSchema>;
export type ProgrammeEvent = z.infer<typeof programmeEventSchema>;
export type ProgrammeDay = z.infer<typeof programmeDaySchema>;
export type Programme = z.infer<typeof programmeSchema>;

/** What a saved version holds (spec §3): the content plus its type and save time. */
export type ProgrammeData = Programme & { type: "program_schedule"; version: number };

export function toProgrammeData(programme: Programme, version: number): ProgrammeData {
  return { ...programme, type: "program_schedule", version };
}

/**
 * Reads stored data as a programme, stripping `type` and `version`; null when it is not one. A
 * version saved before sessions had ids gets them from its titles, the same on every read, and
 * one saved before the text rule (../lib/plain-text.ts) reads without what the rule refuses.
 */
export function readProgramme(data: unknown): Programme | null {
  if (
    typeof data === "object" &&
    data !== null &&
    "type" in data &&
    data.type === "about_congress"
  ) {
    return null;
  }
  const parsed = programmeSchema.safeParse(cleanStoredText(data));
  return parsed.success ? withSessionIds(parsed.data) : null;
}
