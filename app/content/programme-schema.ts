import { cleanStoredText, plainText } from "~/lib/plain-text";
import { z } from "~/lib/zod";
import { SESSION_ID_PATTERN, withSessionIds } from "./session-ids";
import { EVENT_TYPES } from "./programme-keys";

export { EVENT_TYPES };
export type { CongressKey, EventType } from "./programme-keys";

/** A one-line text of the programme, named in its message when it cannot be saved. */
const text = (label: string, max = 500) => z.string().trim().max(max).check(plainText(label));
const optionalText = (label: string) => text(label).optional();
/** The most a session's 'Resumo' may hold: a paragraph, as a calendar or a link preview shows it. */
export const ABSTRACT_MAX = 600;
const abstract = (label: string) =>
  z
    .string()
    .trim()
    .max(ABSTRACT_MAX, `${label}: use no máximo ${ABSTRACT_MAX} caracteres`)
    .check(plainText(label))
    .optional();
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
  abstract: abstract("Resumo da palestra"),
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
  abstract: abstract("Resumo"),
  talks: z.array(talkSchema).max(50).optional(),
});

/** A congress day; its date is the event facts' congress day at the same position. */
export const programmeDaySchema = z.object({
  day: text("Nome do dia", 80).min(1),
  events: z.array(programmeEventSchema).max(200),
});

const daysSchema = z.array(programmeDaySchema).max(10);

/** The programme by congress, at least one; unknown keys (`type`, `version`) are stripped. */
export const programmeSchema = z
  .object({
    nursing: daysSchema.optional(),
    feridas: daysSchema.optional(),
    estetica: daysSchema.optional(),
  })
  .refine((p) => p.nursing !== undefined || p.feridas !== undefined || p.estetica !== undefined, {
    message: "A programação precisa ter pelo menos um congresso.",
  });

export type ProgrammeTalk = z.infer<typeof talkSchema>;
export type ProgrammeEvent = z.infer<typeof programmeEventSchema>;
export type ProgrammeDay = z.infer<typeof programmeDaySchema>;
export type Programme = z.infer<typeof programmeSchema>;

/** A day as the site shows it, dated by the event facts (empty beyond the event's days). */
export type ShownDay = ProgrammeDay & { date: string };

/** What a saved version holds (spec §3): the content plus its type and save time. */
export type ProgrammeData = Programme & { type: "program_schedule"; version: number };

export function toProgrammeData(programme: Programme, version: number): ProgrammeData {
  return { ...programme, type: "program_schedule", version };
}

/** A version from before the courses were facts: `cursos` dropped (courses alone: empty). */
function withoutStoredCourses(data: object) {
  if (!("cursos" in data)) return data;
  const { cursos: _courses, ...rest } = data;
  return "nursing" in rest || "feridas" in rest || "estetica" in rest
    ? rest
    : { ...rest, nursing: [] };
}

/** Stored data as a programme (ids and the text rule applied as on save), or null. */
export function readProgramme(data: unknown): Programme | null {
  if (typeof data !== "object" || data === null) return null;
  if ("type" in data && data.type === "about_congress") return null;
  const parsed = programmeSchema.safeParse(cleanStoredText(withoutStoredCourses(data)));
  return parsed.success ? withSessionIds(parsed.data) : null;
}
