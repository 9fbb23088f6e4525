import { z } from "~/lib/zod";
import { IMAGE_URL_PATTERN } from "~/lib/media-rules";
import { requiredText } from "~/lib/plain-text";
import { formTokenSchema } from "~/lib/form-token";
import { revisionSchema } from "~/lib/revision";

/** The logo heights to choose from: a fixed list, as Tailwind only generates classes it sees. */
export const sponsorSizeClasses = ["max-h-8", "max-h-10", "max-h-12", "max-h-16"] as const;

export const sponsorSizeLabels: Record<(typeof sponsorSizeClasses)[number], string> = {
  "max-h-8": "Pequena (32 px)",
  "max-h-10": "Média (40 px)",
  "max-h-12": "Grande (48 px)",
  "max-h-16": "Máxima (64 px)",
};

export const sponsorEditorSchema = z.object({
  // The list is saved as one JSON value, so the message names the sponsor's field.
  name: requiredText("Nome é obrigatório", 120, "Nome do patrocinador"),
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
  stale:
    "A lista de patrocinadores foi alterada por outra pessoa desde que você abriu a página. Recarregue para ver a versão atual; suas alterações não foram salvas.",
  empty: "Nenhum patrocinador cadastrado...",
  unsaved: "Há alterações não salvas. Deseja sair mesmo assim?",
} as const;

/** What 'Salvar Alterações' posts: the list as JSON and the revision it started from. */
export const sponsorsSaveSchema = z.object({
  sponsors: z
    // Fifty sponsors are a few kB; far above that is not an edit.
    .string({ error: sponsorMessages.invalid })
    .max(200_000, sponsorMessages.invalid)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: sponsorMessages.invalid });
        return z.NEVER;
      }
    })
    .pipe(sponsorsListSchema),
  revision: revisionSchema,
  // The same save sent twice answers as the first did instead of being refused as stale.
  formToken: formTokenSchema,
});
