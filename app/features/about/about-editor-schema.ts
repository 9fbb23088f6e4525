import { z } from "~/lib/zod";
import { IMAGE_URL_PATTERN } from "~/lib/media-rules";
import { requiredText } from "~/lib/plain-text";
import { revisionSchema } from "~/lib/revision";

/** The about editor's form (spec §5): a new professional has no id yet; `revision` is the one loaded. */
export const aboutEditorSchema = z.object({
  revision: revisionSchema,
  title: requiredText("Título é obrigatório", 200),
  edition: requiredText("Edição é obrigatória", 100),
  paragraphs: z
    .array(requiredText("Parágrafo não pode estar vazio", 3000, undefined, { multiLine: true }), {
      error: "Inclua pelo menos um parágrafo",
    })
    .min(1, "Inclua pelo menos um parágrafo")
    .max(20),
  professionals: z
    .array(
      z.object({
        id: z.string().trim().max(100).optional(),
        name: requiredText("Nome é obrigatório", 120),
        role: requiredText("Cargo é obrigatório", 160),
        // `abort`: an empty image shows only its "required" message, not the format's as well.
        imageUrl: z
          .string({ error: "Imagem é obrigatória" })
          .trim()
          .min(1, { error: "Imagem é obrigatória", abort: true })
          .max(500)
          .regex(IMAGE_URL_PATTERN, "Imagem inválida. Envie a imagem novamente."),
      }),
    )
    .max(12)
    .default([]),
});

export type AboutEditorInput = z.infer<typeof aboutEditorSchema>;

export const aboutMessages = {
  saved: "Dados salvos com sucesso!",
  loadError: (cause: string) => `Erro ao carregar dados: ${cause}`,
  saveError: (cause: string) => `Erro ao salvar: ${cause}`,
  stale:
    "Estes dados foram alterados por outra pessoa desde que você abriu a página. Recarregue para ver a versão atual; suas alterações não foram salvas.",
} as const;
