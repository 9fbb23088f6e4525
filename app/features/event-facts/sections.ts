import type { SectionSlug } from "./editor-schemas";
import { factGroups } from "~/content/fact-groups";

const labelOf = (slug: SectionSlug) => factGroups.find((group) => group.slug === slug)!.label;

/** What each 'Dados do evento' editor is called, says, and which public page shows its facts. */
export const sections: Record<
  SectionSlug,
  { title: string; description: string; previewPath: string }
> = {
  evento: {
    title: labelOf("evento"),
    description: "Nome e edição, datas, horários, local e prazos de submissão.",
    previewPath: "/",
  },
  inscricoes: {
    title: labelOf("inscricoes"),
    description: "Ingressos, preços, parcelas, descontos para grupos e cancelamento.",
    previewPath: "/#registration-section",
  },
  cursos: {
    title: labelOf("cursos"),
    description: "Os cursos do dia anterior ao congresso.",
    previewPath: "/programacao?congresso=cursos",
  },
  hospedagem: {
    title: labelOf("hospedagem"),
    description: "Hotéis parceiros e o código de desconto.",
    previewPath: "/local",
  },
  faq: {
    title: labelOf("faq"),
    description: "Perguntas e respostas das páginas de contato e inicial.",
    previewPath: "/contato",
  },
  contato: {
    title: labelOf("contato"),
    description: "Telefone, WhatsApp, e-mails e os links externos do evento.",
    previewPath: "/contato",
  },
  certificados: {
    title: labelOf("certificados"),
    description: "Certificados e anais de cada edição e as regras do certificado.",
    previewPath: "/certificados",
  },
};
