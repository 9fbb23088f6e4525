import { finalUploadDeadline, submissionDeadline } from "~/content/pages-works";
import { formatBRLShort } from "~/lib/event-format";

const mainAmount = 5000;

/** One line of the ranking: money (in reais) and/or a non-monetary reward. */
type PrizePlace = { place: string; amount?: number; extra?: string };

/** Texts of the prize page (/premio-bigfral and /trabalhos/premio-bigfral), spec §2 and §9. */
export const prizePage = {
  title: "Prêmio Bigfral",
  description: `Prêmio Bigfral no {congresso}: objetivo, tema, quem pode participar, critérios de avaliação e premiação de ${formatBRLShort(mainAmount)} para o melhor trabalho.`,
  subtitle:
    "Reconhecimento aos trabalhos científicos que contribuem para um cuidado de enfermagem mais seguro e digno.",
  heroEyebrow: "Trabalhos Científicos · {edicao} edição",
  enterLabel: "Submeter trabalho",

  objective: {
    title: "Objetivo",
    text: "O Prêmio Bigfral tem como objetivo incentivar, valorizar e dar visibilidade à produção científica da enfermagem brasileira, reconhecendo trabalhos que tragam contribuições relevantes e aplicáveis à prática do cuidado.",
  },
  theme: {
    title: "Tema",
    name: "Cuidado de enfermagem à pessoa com incontinência e prevenção de lesões de pele",
    text: "Serão valorizados trabalhos que abordem a avaliação, a prevenção e o manejo de lesões de pele associadas à incontinência, a promoção do conforto e da dignidade da pessoa cuidada e a educação de pacientes, familiares e cuidadores.",
  },
  eligibility: {
    title: "Quem pode participar",
    items: [
      "Enfermeiros, técnicos e auxiliares de enfermagem, estudantes, docentes e pesquisadores.",
      "O autor responsável pela apresentação deve estar inscrito no congresso.",
      "O trabalho deve ser submetido e aprovado segundo as normas de submissão do congresso.",
      "Cada trabalho concorre uma única vez e deve ser inédito.",
    ],
  },
  format: {
    title: "Formato",
    items: [
      "Resumo científico de 300 a 350 palavras, conforme as normas de submissão.",
      "Trabalhos aprovados são apresentados no congresso no modelo oficial de e-pôster.",
      "Apresentação oral breve, seguida de discussão com a comissão avaliadora.",
    ],
  },
  guidelines: {
    title: "Diretrizes de submissão",
    items: [
      "Arquivo .doc ou .docx, página A4, margens de 2 cm, fonte Arial 12 e espaçamento 1,5.",
      "De 3 a 5 descritores DeCS; sem figuras nem tabelas; referências obrigatórias.",
      "Aprovação por Comitê de Ética em Pesquisa, exceto nos tipos de trabalho dispensados.",
      "Revisões narrativas não são aceitas.",
    ],
    rulesLink: "Ver normas de submissão completas",
  },
  howTo: {
    title: "Como participar",
    steps: [
      {
        title: "Inscreva-se no congresso",
        text: "Garanta a inscrição do autor que fará a apresentação do trabalho.",
      },
      {
        title: "Submeta seu trabalho",
        text: `Envie o resumo pela plataforma de submissão até ${submissionDeadline} e indique que deseja concorrer ao Prêmio Bigfral.`,
      },
      {
        title: "Envie o e-pôster",
        text: `Se o trabalho for aprovado, envie o arquivo final no modelo oficial até ${finalUploadDeadline}.`,
      },
      {
        title: "Apresente no congresso",
        text: "Apresente seu trabalho à comissão avaliadora nos dias do evento. O resultado é divulgado pela organização do congresso.",
      },
    ],
  },
  criteria: {
    title: "Critérios de avaliação",
    lead: "Cada trabalho recebe uma nota ponderada pelos critérios abaixo.",
    caption: "Critérios de avaliação do Prêmio Bigfral e seus pesos",
    rows: [
      {
        name: "Relevância",
        text: "Importância do problema estudado para a enfermagem e para a saúde da população.",
        weight: 25,
      },
      {
        name: "Originalidade",
        text: "Caráter inovador da abordagem, do método ou dos resultados.",
        weight: 25,
      },
      {
        name: "Clareza",
        text: "Organização, objetividade e qualidade da redação e da apresentação.",
        weight: 20,
      },
      {
        name: "Aplicabilidade prática",
        text: "Potencial de os resultados serem aplicados na assistência de enfermagem.",
        weight: 20,
      },
      {
        name: "Adequação ao tema",
        text: "Aderência do trabalho ao tema proposto para o prêmio.",
        weight: 10,
      },
    ],
  },
  prize: {
    title: "Premiação",
    lead: "Os cinco melhores trabalhos são premiados.",
    mainTitle: "Prêmio principal",
    mainLead: "O melhor trabalho recebe:",
    mainAmount,
    mainItems: ["Troféu", "Certificado de premiação", "Kit Bigfral"],
    rankingTitle: "Os cinco melhores trabalhos",
    ranking: [
      { place: "1º lugar", amount: mainAmount, extra: "e submissão do artigo à revista" },
      { place: "2º lugar", amount: 1000 },
      { place: "3º lugar", amount: 500 },
      { place: "4º lugar", extra: "Submissão do artigo à revista" },
      { place: "5º lugar", extra: "Submissão do artigo à revista" },
    ] satisfies PrizePlace[] as PrizePlace[],
  },
  ethics: {
    title: "Ética",
    items: [
      "Os trabalhos devem respeitar os princípios éticos da pesquisa com seres humanos e apresentar a aprovação do Comitê de Ética quando exigida.",
      "Plágio, fabricação ou manipulação de dados levam à desclassificação do trabalho.",
      "Avaliadores não julgam trabalhos com os quais tenham vínculo ou conflito de interesses.",
      "Os resumos são avaliados no sistema duplo-cego, e as notas seguem exclusivamente os critérios publicados nesta página.",
    ],
  },
} as const;
