import type { EventPhase } from "~/lib/event-phase";
import type { EventFacts } from "~/content/event-facts-schema";
import type { IconName } from "~/components/icon";
import { eventYear } from "~/lib/event-format";

export const certificatesPage = {
  title: "Certificados",
  heroEyebrow: "O Congresso",
  description:
    "Acesse os certificados digitais das edições do {evento}. O certificado da {edicao} edição fica disponível em até {certificado_dias} dias após o evento.",
  subtitle: "Certificados digitais de participação das edições do congresso.",
  factsTitle: "Como funciona",
  facts: [
    {
      icon: "file-badge",
      title: "Certificado digital",
      text: "Todos os certificados são emitidos em formato digital, prontos para baixar e imprimir.",
    },
    {
      icon: "calendar-check",
      title: "Em até {certificado_dias} dias",
      text: "O certificado fica disponível em até {certificado_dias} dias após o término do evento.",
    },
    {
      icon: "user-check",
      title: "Frequência mínima de {presenca_minima}",
      text: "É necessário ter pelo menos {presenca_minima} de presença nas atividades do congresso.",
    },
  ] satisfies { icon: IconName; title: string; text: string }[],
  coursesNote:
    "Os cursos pré-congresso têm certificado específico, emitido separadamente do certificado do congresso.",
  listTitle: "Certificados por edição",
  listLead: "Escolha a edição para acessar a página de emissão do seu certificado.",
  cards: {
    facts: "certificates" as const,
    linkLabel: "Acessar certificados",
    current: "O certificado será liberado após o evento.",
    past: (edition: number) => `Certificados de participação da ${edition}ª edição do congresso.`,
  },
};

export const proceedingsPage = {
  title: "Anais",
  heroEyebrow: "O Congresso",
  description:
    "Anais do {evento}: resumos dos trabalhos científicos apresentados da 11ª à {edicao} edição.",
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
  /** Spec §9: the proceedings cards, editions 15 down to 11. */
  cards: {
    facts: "proceedings" as const,
    linkLabel: "Acessar anais",
    current: "Resumos dos trabalhos aprovados nesta edição.",
    past: (edition: number) =>
      `Resumos dos trabalhos apresentados na ${edition}ª edição do congresso.`,
  },
};

/** The cards of /certificados or /anais, newest first; a past one may link its programme. */
export function editionCards(
  { cards: text }: typeof certificatesPage | typeof proceedingsPage,
  facts: EventFacts,
  stage: EventPhase["stage"],
  archived: readonly number[],
) {
  return facts[text.facts].map(({ edition, year, url }) => {
    const current = edition === facts.event.edition;
    return {
      edition,
      title: `${edition}ª edição`,
      description: current
        ? `${facts.event.city}, ${year ?? eventYear(facts.event)}. ${text.current}`
        : text.past(edition),
      href: url,
      linkLabel: text.linkLabel,
      // Until the organiser links it: the current edition's is out after the event.
      pendingLabel: current && stage !== "after" ? "Disponível após o evento" : "Link em breve",
      current,
      // A past edition's programme, kept readable at this address once the next one is published.
      programmeLink: archived.includes(edition)
        ? { href: `/edicoes/${edition}/programacao`, label: `Programação da ${edition}ª edição` }
        : undefined,
    };
  });
}

export type EditionCard = ReturnType<typeof editionCards>[number];
