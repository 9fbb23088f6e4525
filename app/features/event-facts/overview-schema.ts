import { z } from "~/lib/zod";

/** The 'Dados do evento' page's writes: each is one button's form. */
export const overviewActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("restore"), id: z.string().max(100) }),
  z.object({ intent: z.literal("start-edition") }),
  z.object({
    intent: z.literal("publish"),
    // The draft's version the organiser saw (save time in ms).
    basedOnVersion: z
      .string()
      .regex(/^\d{1,16}$/)
      .transform(Number),
  }),
  z.object({ intent: z.literal("discard") }),
]);

/** A confirmation asked in the URL (`?confirmar=…`) when there is no JavaScript for a dialog. */
const confirmationSchema = z.discriminatedUnion("confirmar", [
  z.object({ confirmar: z.literal("restore"), versao: z.string().min(1) }),
  z.object({ confirmar: z.enum(["start-edition", "publish", "discard"]) }),
]);

export type PendingConfirmation = z.infer<typeof confirmationSchema>;

export const readConfirmation = (search: URLSearchParams) =>
  confirmationSchema.safeParse({ confirmar: search.get("confirmar"), versao: search.get("versao") })
    .data ?? null;
