/** The texts of /patrocinio-exposicao; {placeholders} are the facts (app/lib/fact-text.ts). */
export const sponsorshipText = {
  intro:
    "Apresente sua marca a {publico_esperado} participantes do {congresso}, realizado com o {congresso_feridas} e o {congresso_estetica}, de {periodo}, em {cidade}.",
  cta: "Solicite informações",

  /** The figures of the hero; short enough to fit two per row at 375 px. */
  stats: [
    { value: "{publico_esperado}", label: "participantes esperados" },
    { value: "3", label: "congressos no mesmo evento" },
    { value: "3 dias", label: "de programação, cursos e exposição" },
    {
      value: "Desde {fundacao}",
      label: "{participantes} participantes em {edicoes} edições",
    },
  ],

  why: {
    heading: "Por que patrocinar",
    intro:
      "O congresso reúne quem cuida, ensina, pesquisa e decide na enfermagem brasileira: um público qualificado, em um ambiente de atualização científica e troca de experiências.",
    items: [
      {
        icon: "target",
        title: "Público qualificado",
        text: "Profissionais que indicam, utilizam e compram produtos e serviços de saúde no dia a dia — do cuidado com feridas à enfermagem estética.",
      },
      {
        icon: "eye",
        title: "Visibilidade da marca",
        text: "Sua marca presente durante os três dias do evento e no site do congresso, ao lado das instituições que apoiam a enfermagem.",
      },
      {
        icon: "handshake",
        title: "Relacionamento e networking",
        text: "Contato direto com participantes, palestrantes e lideranças na área de exposição, nos intervalos e nas atividades práticas.",
      },
    ],
  },

  audience: {
    heading: "Quem você encontra",
    items: [
      "Enfermeiros",
      "Técnicos e auxiliares de enfermagem",
      "Estudantes de enfermagem",
      "Docentes e pesquisadores",
      "Gestores de serviços de saúde",
      "Autores de trabalhos científicos",
    ],
  },

  formats: {
    heading: "Formas de participação",
    intro:
      "Cada empresa tem um objetivo. Nossa equipe comercial apresenta as cotas disponíveis e os benefícios de cada uma e ajuda a montar a participação ideal para a sua marca.",
    items: [
      {
        icon: "megaphone",
        title: "Cotas de patrocínio",
        text: "Níveis de patrocínio com diferentes benefícios de visibilidade antes e durante o evento.",
      },
      {
        icon: "store",
        title: "Estande na exposição",
        text: "Espaço na área de exposição para apresentar produtos, fazer demonstrações e receber os participantes.",
      },
      {
        icon: "users",
        title: "Ações de marca",
        text: "Ações especiais ligadas à programação científica, às oficinas práticas e aos momentos de networking.",
      },
    ],
  },

  sponsors: {
    heading: "Patrocinadores",
    intro: "Empresas que apoiam esta edição do congresso.",
  },

  form: {
    heading: "Solicite informações",
    intro: "Preencha o formulário e receba o plano de cotas e as condições de participação.",
  },
} as const;
