/** The editors' groups of facts: slug = the editor's URL, label = its name in the history. */
export const factGroups = [
  { slug: "evento", label: "Evento e datas" },
  { slug: "inscricoes", label: "Inscrições e preços" },
  { slug: "cursos", label: "Cursos pré-congresso" },
  { slug: "hospedagem", label: "Hospedagem" },
  { slug: "faq", label: "Perguntas frequentes" },
  { slug: "contato", label: "Contato e links" },
  { slug: "certificados", label: "Certificados e anais" },
] as const;

export type FactGroupSlug = (typeof factGroups)[number]["slug"];

/** "Inscrições e preços, Perguntas frequentes" for the slugs stored with a version. */
export function groupLabels(slugs: readonly string[]): string {
  return factGroups
    .filter((group) => slugs.includes(group.slug))
    .map((group) => group.label)
    .join(", ");
}
