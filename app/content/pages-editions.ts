import type { IconName } from "~/content/icon-name";
import { links } from "~/content/event";

/** Spec §9: the certificate and proceedings pages list editions 15 down to 11. */
const editions = [15, 14, 13, 12, 11] as const;
const currentEdition = 15;

export const certificatesPage = {
  title: "Certificados",
  heroEyebrow: "O Congresso",
  description:
    "Acesse os certificados digitais das edições do Congresso Nacional de Enfermagem. O certificado da 15ª edição fica disponível em até 15 dias após o evento.",
  subtitle: "Certificados digitais de participação das edições do congresso.",
  factsTitle: "Como funciona",
  facts: [
    {
      id: "digital",
      icon: "file-badge",
      title: "Certificado digital",
      text: "Todos os certificados são emitidos em formato digital, prontos para baixar e imprimir.",
    },
    {
      id: "deadline",
      icon: "calendar-check",
      title: "Em até 15 dias",
      text: "O certificado fica disponível em até 15 dias após o término do evento.",
    },
    {
      id: "attendance",
      icon: "user-check",
      title: "Frequência mínima de 75%",
      text: "É necessário ter pelo menos 75% de presença nas atividades do congresso.",
    },
  ] satisfies { id: string; icon: IconName; title: string; text: string }[],
  coursesNote:
    "Os cursos pré-congresso têm certificado específico, emitido separadamente do certificado do congresso.",
  listTitle: "Certificados por edição",
  listLead: "Escolha a edição para acessar a página de emissão do seu certificado.",
  cards: editions.map((edition) =>
    edition === currentEdition
      ? {
          edition,
          title: `${edition}ª edição`,
          description: "Salvador, 2025. O certificado será liberado após o evento.",
          linkLabel: "Acessar certificados",
          pendingLabel: "Disponível após o evento",
          current: true,
        }
      : {
          edition,
          title: `${edition}ª edição`,
          description: `Certificados de participação da ${edition}ª edição do congresso.`,
          href: `${links.mainSite}/certificados/${edition}`,
          linkLabel: "Acessar certificados",
        },
  ),
};

export const proceedingsPage = {
  title: "Anais",
  heroEyebrow: "O Congresso",
  description:
    "Anais do Congresso Nacional de Enfermagem: resumos dos trabalhos científicos apresentados da 11ª à 15ª edição.",
  subtitle:
    "Os resumos científicos apresentados em cada edição do congresso, reunidos para consulta.",
  introTitle: "Sobre os anais",
  intro: [
    "Os anais reúnem os resumos dos trabalhos científicos aprovados e apresentados em cada edição do congresso. São uma forma de registrar e divulgar a produção científica da enfermagem brasileira e podem ser citados em currículos e pesquisas.",
    "Para publicar o seu trabalho nos próximos anais, confira as normas de submissão.",
  ],
  rulesLink: "Normas de Submissão",
  listTitle: "Anais por edição",
  listLead: "Selecione a edição para consultar os resumos publicados.",
  cards: editions.map((edition) => ({
    edition,
    title: `${edition}ª edição`,
    description:
      edition === currentEdition
        ? "Salvador, 2025. Resumos dos trabalhos aprovados nesta edição."
        : `Resumos dos trabalhos apresentados na ${edition}ª edição do congresso.`,
    href: `${links.mainSite}/anais/${edition}`,
    linkLabel: "Acessar anais",
    current: edition === currentEdition,
  })),
};
