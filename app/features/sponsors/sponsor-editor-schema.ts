import { z } from "zod";
import { IMAGE_URL_PATTERN } from "~/features/media/media-rules";

/**
 * The logo heights an administrator may choose. A fixed list, never a free class string: the
 * value ends up in a class attribute, and Tailwind only generates classes it sees in the code.
 */
export const sponsorSizeClasses = ["max-h-8", "max-h-10", "max-h-12", "max-h-16"] as const;

export const sponsorSizeLabels: Record<(typeof sponsorSizeClasses)[number], string> = {
  "max-h-8": "Pequena (32 px)",
  "max-h-10": "Média (40 px)",
  "max-h-12": "Grande (48 px)",
  "max-h-16": "Máxima (64 px)",
};

export const sponsorEditorSchema = z.object({
  name: z.string({ error: "Nome é obrigatório" }).trim().min(1, "Nome é obrigatório").max(120),
  logo: z
    .string({ error: "Logo é obrigatória" })
    .trim()
    .min(1, { error: "Logo é obrigatória", abort: true })
    .regex(IMAGE_URL_PATTERN, "Logo inválida. Envie a imagem novamente."),
  customClass: z.enum(sponsorSizeClasses).nullable().optional(),
});

/** The whole list 'Salvar Alterações' sends, in display order. */
export const sponsorsListSchema = z.array(sponsorEditorSchema).max(50);

export type SponsorInput = z.infer<typeof sponsorEditorSchema>;

export const sponsorMessages = {
  saved: "Patrocinadores salvos com sucesso!",
  saveError: (cause: string) => `Erro ao salvar patrocinadores: ${cause}`,
  invalid: "dados inválidos",
  empty: "Nenhum patrocinador cadastrado...",
  unsaved: "Há alterações não salvas. Deseja sair mesmo assim?",
} as const;
