import type { EventFacts } from "~/content/event-facts-schema";

/**
 * The facts as the organiser's editors group them ('Dados do evento'): each group's slug is its
 * editor's URL (/admin/event/:section) and its label names it in the history.
 */
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

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// Which parts of the snapshot each group edits; the rules are shared between two editors.
const groupParts: Record<FactGroupSlug, (facts: EventFacts) => unknown[]> = {
  evento: (f) => [f.event, f.deadlines],
  inscricoes: (f) => [f.tickets, f.rules.groupDiscounts, f.rules.cancellation],
  cursos: (f) => [f.courses],
  hospedagem: (f) => [f.lodging],
  faq: (f) => [f.faq],
  contato: (f) => [f.contact, f.links],
  certificados: (f) => [f.certificates, f.proceedings, f.rules.certificate],
};

/** The groups whose facts differ between two snapshots, in the editors' order. */
export function changedGroups(before: EventFacts, after: EventFacts): FactGroupSlug[] {
  return factGroups
    .map((group) => group.slug)
    .filter((slug) => !same(groupParts[slug](before), groupParts[slug](after)));
}

/** "Inscrições e preços, Perguntas frequentes" for the slugs stored with a version. */
export function groupLabels(slugs: readonly string[]): string {
  return factGroups
    .filter((group) => slugs.includes(group.slug))
    .map((group) => group.label)
    .join(", ");
}
