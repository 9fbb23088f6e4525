import { z } from "~/lib/zod";
import { IMAGE_URL_PATTERN } from "~/lib/media-rules";
import { plainText } from "~/lib/plain-text";
import { revisionSchema } from "~/lib/revision";

// Conform submits an empty field as missing, so each message is also the "missing" error.
// `abort`: an empty field shows only its "required" message, not the format's as well.
const required = (message: string, max: number, multiLine = false) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max)
    .check(plainText(undefined, { multiLine }));

/** The about editor's form (spec §5): a new professional has no id yet; `revision` is the one loaded. */
export const aboutEditorSchema = z.object({
  revision: revisionSchema,
  title: required("Título é obrigatório", 200),
  edition: required("Edição é obrigatória", 100),
  paragraphs: z
    .array(required("Parágrafo não pode estar vazio", 3000, true), {
      error: "Inclua pelo menos um parágrafo",
    })
    .min(1, "Inclua pelo menos um parágrafo")
    .max(20),
  professionals: z
    .array(
      z.object({
        id: z.string().trim().max(100).optional(),
        name: required("Nome é obrigatório", 120),
        role: required("Cargo é obrigatório", 160),
        imageUrl: required("Imagem é obrigatória", 500).regex(
          IMAGE_URL_PATTERN,
          "Imagem inválida. Envie a imagem novamente.",
        ),
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
