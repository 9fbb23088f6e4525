import type { EventPhase } from "~/lib/event-phase";
import type { EventFacts } from "~/content/event-facts-schema";
import type { IconName } from "~/components/icon";
import { eventYear } from "~/lib/event-format";

/** Where an edition's card says it took place: "Salvador, 2025" for the current one. */
function place(facts: EventFacts, year: number | undefined) {
  return `${facts.event.city}, ${year ?? eventYear(facts.event)}`;
}

export const certificatesPage = {
  title: "Certificados",
  heroEyebrow: "O Congresso",
  description:
    "Acesse os certificados digitais das edições do {evento}. O certificado da {edicao} edição fica disponível em até {certificado_dias} dias após o evento.",
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
      title: "Em até {certificado_dias} dias",
      text: "O certificado fica disponível em até {certificado_dias} dias após o término do evento.",
    },
    {
      id: "attendance",
      icon: "user-check",
      title: "Frequência mínima de {presenca_minima}",
      text: "É necessário ter pelo menos {presenca_minima} de presença nas atividades do congresso.",
    },
  ] satisfies { id: string; icon: IconName; title: string; text: string }[],
  coursesNote:
    "Os cursos pré-congresso têm certificado específico, emitido separadamente do certificado do congresso.",
  listTitle: "Certificados por edição",
  listLead: "Escolha a edição para acessar a página de emissão do seu certificado.",
};

/** A past edition's programme, kept readable at this address once the next one is published. */
export const editionProgrammePath = (edition: number) => `/edicoes/${edition}/programacao`;

/** The link to a past edition's programme when `archived` (the past ones that have it) holds it. */
function programmeLinkOf(edition: number, archived: readonly number[]) {
  return archived.includes(edition)
    ? { href: editionProgrammePath(edition), label: `Programação da ${edition}ª edição` }
    : undefined;
}

/** A past edition whose page the organiser has not linked yet. */
const PENDING_LINK = "Link em breve";

/** The current edition's card without a link: out after the event, then coming soon. */
const pendingLabel = (stage: EventPhase["stage"]) =>
  stage === "after" ? PENDING_LINK : "Disponível após o evento";

/** The certificate cards; the current one is not out yet, a past one may link its programme. */
export function certificateCards(
  facts: EventFacts,
  stage: EventPhase["stage"],
  archived: readonly number[] = [],
) {
  return facts.certificates.map(({ edition, year, url }) =>
    edition === facts.event.edition
      ? {
          edition,
          title: `${edition}ª edição`,
          description: `${place(facts, year)}. O certificado será liberado após o evento.`,
          href: url,
          linkLabel: "Acessar certificados",
          pendingLabel: pendingLabel(stage),
          current: true,
        }
      : {
          edition,
          title: `${edition}ª edição`,
          description: `Certificados de participação da ${edition}ª edição do congresso.`,
          href: url,
          linkLabel: "Acessar certificados",
          pendingLabel: PENDING_LINK,
          programmeLink: programmeLinkOf(edition, archived),
        },
  );
}

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
};

/** Spec §9: the proceedings cards, editions 15 down to 11; a past one in `archived` links its programme. */
export function proceedingCards(
  facts: EventFacts,
  stage: EventPhase["stage"],
  archived: readonly number[] = [],
) {
  return facts.proceedings.map(({ edition, year, url }) => ({
    edition,
    title: `${edition}ª edição`,
    description:
      edition === facts.event.edition
        ? `${place(facts, year)}. Resumos dos trabalhos aprovados nesta edição.`
        : `Resumos dos trabalhos apresentados na ${edition}ª edição do congresso.`,
    href: url,
    linkLabel: "Acessar anais",
    pendingLabel: edition === facts.event.edition ? pendingLabel(stage) : PENDING_LINK,
    current: edition === facts.event.edition,
    programmeLink: programmeLinkOf(edition, archived),
  }));
}
