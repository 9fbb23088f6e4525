import { z } from "~/lib/zod";
import { IMAGE_URL_PATTERN } from "~/lib/media-rules";
import { requiredText } from "~/lib/plain-text";
import { formTokenSchema } from "~/lib/form-token";
import { revisionSchema } from "~/lib/revision";

export const speakerMessages = {
  saved: "Palestrante salvo com sucesso!",
  deleted: "Palestrante removido com sucesso!",
  saveError: (cause: string) => `Erro ao salvar palestrante: ${cause}`,
  deleteError: (cause: string) => `Erro ao remover palestrante: ${cause}`,
  notFound: "palestrante não encontrado",
  invalid: "dados inválidos",
  stale:
    "Este palestrante foi alterado por outra pessoa desde que você abriu a página. Recarregue para ver a versão atual; suas alterações não foram salvas.",
  empty: "Nenhum palestrante cadastrado...",
} as const;

/** A speaker as the editor saves it: with an id, an update from `revision`; without, a create. */
export const speakerEditorSchema = z
  .object({
    id: z.uuid().optional(),
    revision: revisionSchema.optional(),
    // A new speaker's one-time token: the same form sent twice creates one speaker.
    formToken: formTokenSchema,
    name: requiredText("Nome é obrigatório", 120),
    role: requiredText("Cargo/título é obrigatório", 200),
    bio: requiredText("Biografia é obrigatória", 3000, undefined, { multiLine: true }),
    imageUrl: z
      .string()
      .trim()
      .regex(IMAGE_URL_PATTERN, "Imagem inválida. Envie a foto novamente.")
      .optional(),
  })
  // An edit without the revision it started from could overwrite a newer one unseen.
  .refine((speaker) => !speaker.id || speaker.revision !== undefined, {
    error: speakerMessages.saveError(speakerMessages.invalid),
  });

/** Removing a speaker as the list showed it (`revision`): a changed one is not removed unseen. */
export const speakerDeleteSchema = z.object({ id: z.uuid(), revision: revisionSchema });

export type SpeakerInput = z.infer<typeof speakerEditorSchema>;
