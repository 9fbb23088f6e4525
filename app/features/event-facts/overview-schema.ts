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
export type PendingConfirmation =
  { intent: "restore"; id: string } | { intent: "start-edition" | "publish" | "discard" };

const confirmable = ["start-edition", "publish", "discard"] as const;

export const confirmationQuery = (pending: PendingConfirmation) =>
  pending.intent === "restore"
    ? { confirmar: "restore", versao: pending.id }
    : { confirmar: pending.intent };

export function readConfirmation(search: URLSearchParams): PendingConfirmation | null {
  const intent = search.get("confirmar");
  if (intent === "restore") {
    const id = search.get("versao");
    return id ? { intent, id } : null;
  }
  return confirmable.find((known) => known === intent)
    ? { intent: intent as (typeof confirmable)[number] }
    : null;
}
