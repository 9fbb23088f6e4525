import { z } from "~/lib/zod";

/** Conform turns an empty field into `undefined`, so the type error carries the "required" message. */
export const loginSchema = z.object({
  email: z
    .string({ error: "E-mail é obrigatório" })
    .trim()
    .max(254, "E-mail inválido")
    .pipe(z.email({ error: "E-mail inválido" })),
  password: z.string({ error: "Senha é obrigatória" }).max(1024, "Senha muito longa"),
});

export type LoginCredentials = z.infer<typeof loginSchema>;
