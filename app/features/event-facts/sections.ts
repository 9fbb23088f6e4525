import type { SectionSlug } from "./editor-schemas";

/** Each 'Dados do evento' editor's description, card summary and the public page it shows. */
export const sections: Record<
  SectionSlug,
  { description: string; summary: string; previewPath: string }
> = {
  evento: {
    description: "Nome e edição, datas, horários, local e prazos de submissão.",
    summary: "Nome, edição, datas, horários, local e prazos de trabalhos.",
    previewPath: "/",
  },
  inscricoes: {
    description: "Ingressos, preços, parcelas, descontos para grupos e cancelamento.",
    summary: "Ingressos, preços, parcelas, descontos de grupo e cancelamentos.",
    previewPath: "/#registration-section",
  },
  cursos: {
    description: "Os cursos do dia anterior ao congresso.",
    summary: "Cursos do dia anterior ao congresso: instrutores, horários e salas.",
    previewPath: "/programacao?congresso=cursos",
  },
  hospedagem: {
    description: "Hotéis parceiros e o código de desconto.",
    summary: "Hotéis parceiros, diárias, descontos e código promocional.",
    previewPath: "/local",
  },
  faq: {
    description: "Perguntas e respostas das páginas de contato e inicial.",
    summary: "Perguntas e respostas mostradas na página de contato e na inicial.",
    previewPath: "/contato",
  },
  contato: {
    description: "Telefone, WhatsApp, e-mails e os links externos do evento.",
    summary: "Telefone, WhatsApp, e-mails e links externos.",
    previewPath: "/contato",
  },
  certificados: {
    description: "Certificados e anais de cada edição e as regras do certificado.",
    summary: "Certificados e anais das edições, e as regras do certificado.",
    previewPath: "/certificados",
  },
};
