import type { SectionSlug } from "./editor-schemas";

/** What each 'Dados do evento' editor is called, says, and which public page shows its facts. */
export const sections: Record<
  SectionSlug,
  { title: string; description: string; previewPath: string }
> = {
  evento: {
    title: "Evento e datas",
    description: "Nome e edição, datas, horários, local e prazos de submissão.",
    previewPath: "/",
  },
  inscricoes: {
    title: "Inscrições e preços",
    description: "Ingressos, preços, parcelas, descontos para grupos e cancelamento.",
    previewPath: "/#registration-section",
  },
  cursos: {
    title: "Cursos pré-congresso",
    description: "Os cursos do dia anterior ao congresso.",
    previewPath: "/programacao?congresso=cursos",
  },
  hospedagem: {
    title: "Hospedagem",
    description: "Hotéis parceiros e o código de desconto.",
    previewPath: "/local",
  },
  faq: {
    title: "Perguntas frequentes",
    description: "Perguntas e respostas das páginas de contato e inicial.",
    previewPath: "/contato",
  },
  contato: {
    title: "Contato e links",
    description: "Telefone, WhatsApp, e-mails e os links externos do evento.",
    previewPath: "/contato",
  },
  certificados: {
    title: "Certificados e anais",
    description: "Certificados e anais de cada edição e as regras do certificado.",
    previewPath: "/certificados",
  },
};
