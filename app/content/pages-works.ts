/** Texts of /trabalhos (submission rules) and /trabalhos/trabalhos-aprovados. */
import type { IconName } from "~/components/icon";

/** The deadlines are facts: texts name them with {placeholders} (app/lib/fact-text.ts). */
export const submissionDeadline = "{prazo_submissao}";
export const finalUploadDeadline = "{prazo_envio_final}";

export const worksPage = {
  title: "Normas de Submissão",
  heroEyebrow: "Trabalhos Científicos",
  description: `Normas para submissão de resumos científicos ao {congresso}: formato, estrutura, aspectos éticos, avaliação e apresentação. Submissões até ${submissionDeadline}.`,
  subtitle:
    "Tudo o que você precisa saber para enviar seu resumo e apresentar seu trabalho no congresso.",
  /** The banner where the edition stands: submissions open, closed, or not yet dated. */
  banner: {
    open: {
      title: `Submissões abertas até ${submissionDeadline}`,
      text: "Os resumos são enviados exclusivamente pela plataforma de submissão. Faça seu cadastro, envie o trabalho e acompanhe a avaliação por lá.",
    },
    closed: {
      title: `Submissões encerradas em ${submissionDeadline}`,
      text: "O prazo para enviar resumos terminou. Quem já enviou acompanha a avaliação pela plataforma de submissão.",
    },
    coming: {
      title: "Submissões em breve",
      text: "O prazo de submissão desta edição ainda será divulgado. As regras abaixo podem mudar até lá.",
    },
  },
  submitLabel: "Submeter trabalho",
  followLabel: "Acompanhar submissão",
  summaryTitle: "Resumo das regras",
  summary: [
    { icon: "file-text", value: "300 a 350", label: "palavras no resumo" },
    { icon: "type", value: "Arial 12", label: "espaçamento 1,5 · margens de 2 cm" },
    { icon: "tags", value: "3 a 5", label: "descritores DeCS" },
    {
      icon: "clipboard-check",
      value: "10 dias",
      label: "prazo para o parecer por e-mail",
    },
  ],
  rulesTitle: "Regras de submissão",
  rulesLead:
    "Leia todas as regras antes de enviar. Resumos fora das normas não seguem para avaliação.",
  rules: [
    {
      id: "prazo",
      title: "Prazo e forma de envio",
      items: [
        `O prazo para submissão de resumos vai até ${submissionDeadline}.`,
        "O envio é feito exclusivamente pela plataforma de submissão do congresso; não são aceitos resumos por e-mail.",
        "Confira todos os dados dos autores antes de concluir o envio.",
      ],
    },
    {
      id: "arquivo",
      title: "Formato do arquivo",
      items: [
        "Arquivo somente nos formatos .doc ou .docx.",
        "Página tamanho A4, com margens de 2 cm.",
        "Fonte Arial, tamanho 12, com espaçamento entre linhas de 1,5.",
      ],
    },
    {
      id: "estrutura",
      title: "Estrutura do resumo",
      items: [
        "O resumo deve ter entre 300 e 350 palavras.",
        "Informe de 3 a 5 descritores, consultados nos Descritores em Ciências da Saúde (DeCS).",
        "Não são permitidas figuras nem tabelas no resumo.",
        "As referências são obrigatórias.",
      ],
    },
    {
      id: "etica",
      title: "Aspectos éticos",
      items: [
        "A aprovação por Comitê de Ética em Pesquisa é obrigatória e deve ser informada no resumo.",
        "A exigência não se aplica apenas aos tipos de trabalho dispensados de apreciação ética pela legislação vigente.",
      ],
    },
    {
      id: "tipos",
      title: "Tipos de trabalho",
      items: [
        "São aceitos trabalhos que sigam um método definido e descrito no resumo.",
        "Revisões narrativas não são aceitas.",
      ],
    },
    {
      id: "avaliacao",
      title: "Avaliação",
      items: [
        "Os resumos são avaliados no sistema duplo-cego: avaliadores e autores não conhecem a identidade uns dos outros.",
        "O parecer é enviado por e-mail em até 10 dias.",
      ],
    },
    {
      id: "apresentacao",
      title: "Apresentação no congresso",
      items: [
        "Cada trabalho tem 3 minutos de apresentação e mais 2 minutos de discussão.",
        "Chegue à sala de apresentação com 20 minutos de antecedência.",
      ],
    },
  ],
  decsUrl: "https://decs.bvsalud.org/",
  decsLabel: "Consultar descritores no DeCS",
  nextTitle: "Próximos passos",
  nextSteps: [
    {
      icon: "clipboard-check",
      title: "Trabalho aprovado?",
      text: `Veja como preparar o e-pôster no modelo oficial e envie o arquivo final até ${finalUploadDeadline}.`,
      linkLabel: "Orientações para trabalhos aprovados",
      to: "/trabalhos/trabalhos-aprovados",
    },
    {
      icon: "trophy",
      title: "Prêmio Bigfral",
      text: "Seu trabalho pode concorrer ao Prêmio Bigfral. Conheça o tema, os critérios e a premiação.",
      linkLabel: "Conhecer o prêmio",
      to: "/premio-bigfral",
    },
  ] satisfies { icon: IconName; title: string; text: string; linkLabel: string; to: string }[],
} as const;

export const approvedWorksPage = {
  title: "Trabalhos Aprovados",
  heroEyebrow: "Trabalhos Científicos",
  description: `Orientações para autores de trabalhos aprovados no {congresso}: modelo oficial de e-pôster, envio do arquivo final até ${finalUploadDeadline} e apresentação oral.`,
  subtitle: "Parabéns pela aprovação! Veja como preparar e enviar a versão final do seu trabalho.",
  deadlineTitle: `Prazo para envio do arquivo final: ${finalUploadDeadline}`,
  deadlineText:
    "Arquivos enviados fora do prazo ou fora do modelo oficial podem não ser incluídos na programação.",
  stepsTitle: "Como enviar a versão final",
  stepsLead: "Siga os quatro passos abaixo para preparar o seu e-pôster.",
  steps: {
    template: {
      title: "Baixe o modelo oficial",
      text: "Use apenas o modelo oficial de apresentação do congresso. Ele já traz a identidade visual, as fontes e o tamanho corretos.",
      linkLabel: "Baixar modelo oficial",
    },
    transfer: {
      title: "Transfira seu trabalho para o modelo",
      text: "Copie o conteúdo do trabalho aprovado para o modelo, mantendo as fontes, os espaçamentos e as margens originais. Não altere o layout nem as cores.",
    },
    review: {
      title: "Revise o arquivo",
      text: "Confira ortografia, nomes e ordem dos autores, instituições e se o conteúdo corresponde ao resumo aprovado.",
    },
    upload: {
      title: "Envie o arquivo final",
      text: `Acesse a plataforma de submissão e envie o arquivo na aba 'E-pôster' até ${finalUploadDeadline}.`,
      linkLabel: "Acessar plataforma de submissão",
    },
  },
  oralTitle: "Apresentação oral",
  oralLead:
    "Os trabalhos aprovados são apresentados no congresso, em sessões organizadas por sala e horário.",
  oral: [
    {
      icon: "presentation",
      title: "3 minutos de apresentação",
      text: "Tempo para apresentar objetivo, método, resultados e conclusão do trabalho.",
    },
    {
      icon: "messages-square",
      title: "3 minutos de discussão",
      text: "Em seguida, a banca e o público podem fazer perguntas e comentários.",
    },
    {
      icon: "clock",
      title: "Chegue 15 minutos antes",
      text: "Apresente-se ao responsável pela sala com 15 minutos de antecedência.",
    },
  ],
  helpTitle: "Dúvidas sobre o envio?",
  helpText: "Fale com a equipe do congresso pelo e-mail",
} as const;
