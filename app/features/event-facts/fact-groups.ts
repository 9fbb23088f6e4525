import type { EventFacts } from "~/content/event-facts-schema";
import { type FactGroupSlug, factGroups } from "~/content/fact-groups";

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
