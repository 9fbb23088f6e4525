import { z } from "zod";
import { IMAGE_URL_PATTERN } from "~/features/media/media-rules";

/** A speaker as the editor saves it (spec §5): with an id it updates, without one it creates. */
export const speakerEditorSchema = z.object({
  id: z.uuid().optional(),
  name: z.string({ error: "Nome é obrigatório" }).trim().min(1, "Nome é obrigatório").max(120),
  role: z
    .string({ error: "Cargo/título é obrigatório" })
    .trim()
    .min(1, "Cargo/título é obrigatório")
    .max(200),
  bio: z
    .string({ error: "Biografia é obrigatória" })
    .trim()
    .min(1, "Biografia é obrigatória")
    .max(3000),
  imageUrl: z
    .string()
    .trim()
    .regex(IMAGE_URL_PATTERN, "Imagem inválida. Envie a foto novamente.")
    .optional(),
});

export const speakerDeleteSchema = z.object({ id: z.uuid() });

export type SpeakerInput = z.infer<typeof speakerEditorSchema>;

export const speakerMessages = {
  saved: "Palestrante salvo com sucesso!",
  deleted: "Palestrante removido com sucesso!",
  saveError: (cause: string) => `Erro ao salvar palestrante: ${cause}`,
  deleteError: (cause: string) => `Erro ao remover palestrante: ${cause}`,
  notFound: "palestrante não encontrado",
  empty: "Nenhum palestrante cadastrado...",
} as const;
