import { z } from "~/lib/zod";

export const aboutProfessionalSchema = z.object({
  id: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1, "Nome é obrigatório").max(120),
  role: z.string().trim().min(1, "Cargo é obrigatório").max(160),
  imageUrl: z.string().trim().min(1, "Imagem é obrigatória").max(500),
});

export const aboutCongressSchema = z.object({
  title: z.string().trim().min(1, "Título é obrigatório").max(200),
  edition: z.string().trim().min(1, "Edição é obrigatória").max(100),
  paragraphs: z
    .array(z.string().trim().min(1, "Parágrafo não pode estar vazio").max(3000))
    .min(1)
    .max(20),
  professionals: z.array(aboutProfessionalSchema).max(12),
});

export type AboutProfessional = z.infer<typeof aboutProfessionalSchema>;
export type AboutCongress = z.infer<typeof aboutCongressSchema>;
