import { plainText } from "~/lib/plain-text";
import { z } from "~/lib/zod";
import { ABSTRACT_MAX, EVENT_TYPES, type ProgrammeEvent } from "~/content/programme-schema";
import { SESSION_ID_PATTERN } from "~/content/session-ids";

const TEXT_MAX = 500;

// Conform turns an empty field into `undefined`, so the type error carries the "required" message too.
const requiredText = (message: string, max = TEXT_MAX) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Use no máximo ${max} caracteres`)
    .check(plainText());

// An empty optional field is left out of the event rather than stored as "".
const optionalText = (max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres`)
    .check(plainText())
    .optional()
    .transform((value) => value || undefined);

// A 'Resumo' is one paragraph: line breaks typed or pasted in its box become spaces.
const abstractText = z.preprocess(
  (value: string | undefined) => value?.replace(/\s*[\t\n\r\u2028\u2029]\s*/g, " "),
  optionalText(ABSTRACT_MAX),
);

/** "Ana, Bruno ,, Carla" → ["Ana", "Bruno", "Carla"] (spec §5: comma-separated, trimmed). */
export function splitSpeakers(text: string | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

const talkFormSchema = z.object({
  /** The talk's session id, carried by a hidden field so an edit keeps it. */
  id: z.string().regex(SESSION_ID_PATTERN).optional(),
  title: requiredText("Título é obrigatório"),
  speaker: optionalText(),
  moderator: optionalText(),
  abstract: abstractText,
});

/** The event form (spec §5 "Event form"), parsed into a programme event. */
export const eventFormSchema = z
  .object({
    time: requiredText("Horário é obrigatório", 40),
    title: requiredText("Título é obrigatório"),
    type: z.enum(EVENT_TYPES, { error: "Tipo de evento é obrigatório" }),
    speaker: optionalText(),
    speakers: z
      .string()
      .max(5000, "Lista de palestrantes muito longa")
      .check(plainText())
      .optional(),
    moderator: optionalText(),
    room: optionalText(),
    abstract: abstractText,
    talks: z.array(talkFormSchema).max(50, "Use no máximo 50 palestras").optional(),
  })
  .transform(({ speakers, talks, ...fields }): ProgrammeEvent => {
    const names = splitSpeakers(speakers);
    return {
      ...fields,
      speakers: names.length > 0 ? names : undefined,
      talks: talks?.length ? talks : undefined,
    };
  });

/** An event as the form's initial values (speakers back to comma-separated text). */
export function eventToFormValues(event: ProgrammeEvent) {
  return {
    time: event.time,
    title: event.title,
    type: event.type,
    speaker: event.speaker ?? "",
    speakers: (event.speakers ?? []).join(", "),
    moderator: event.moderator ?? "",
    room: event.room ?? "",
    abstract: event.abstract ?? "",
    talks: (event.talks ?? []).map((talk) => ({
      id: talk.id,
      title: talk.title,
      speaker: talk.speaker ?? "",
      moderator: talk.moderator ?? "",
      abstract: talk.abstract ?? "",
    })),
  };
}
