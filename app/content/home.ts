/** The home page's texts below its first screen (home-hero.ts); {placeholders} are facts. */
export const homeText = {
  highlights: {
    heading: "Por que participar",
    intro: "Três dias para aprender, trocar experiências e dar o próximo passo na sua carreira.",
    items: [
      {
        id: "networking",
        title: "Networking",
        text: "Conecte-se com enfermeiros, pesquisadores, docentes e gestores de todo o Brasil e amplie sua rede profissional.",
      },
      {
        id: "training",
        title: "Capacitação",
        text: "Palestras, workshops práticos e cursos pré-congresso com especialistas que são referência em suas áreas.",
      },
      {
        id: "certification",
        title: "Certificação",
        text: "Certificado digital enviado em até {certificado_dias} dias após o evento para quem tiver pelo menos {presenca_minima} de presença.",
      },
    ],
  },

  speakers: {
    heading: "Palestrantes Confirmados",
    intro:
      "Conheça alguns dos especialistas que vão compartilhar conhecimento e experiência no congresso.",
    previous: "Palestrante anterior",
    next: "Próximo palestrante",
    emptyHeading: "Em breve",
    emptyText: "Os palestrantes serão anunciados em breve. Acompanhe nossas redes sociais!",
    emptyButton: "Ver programação",
    quote:
      "“Nossos palestrantes são referências em suas áreas de atuação, trazendo experiência prática e o que há de mais atual na pesquisa em enfermagem.”",
    photoAlt: (name: string) => `Foto de ${name}`,
    readMore: "Ler mais",
    /** Said after 'Ler mais' to screen readers, so each card's button names its speaker. */
    readMoreAbout: (name: string) => ` sobre ${name}`,
  },

  cta: {
    badge: "EXPERIÊNCIA TRANSFORMADORA",
    heading: "Garanta sua vaga no maior evento de enfermagem do Brasil",
    discount:
      "Inscrevendo-se agora você garante o preço promocional e parcela em até 10x. Estudantes e técnicos de enfermagem têm valor especial.",
    tiles: [
      {
        id: "congresses",
        title: "3 congressos em um só lugar",
        text: "Enfermagem, Feridas e Enfermagem em Estética com uma única inscrição.",
      },
      {
        id: "courses",
        title: "Cursos pré-congresso",
        text: "Aulas práticas em {dia_dos_cursos}, com vagas limitadas e certificado específico.",
      },
    ],
    register: "Inscreva-se agora",
    courses: "Adquirir Cursos Pré-Congresso",
    note: "Vagas limitadas. Preço promocional por tempo determinado.",
  },

  /** The banner once the last congress day is over: thanks, certificates and proceedings. */
  afterEvent: {
    badge: "OBRIGADO PELA PRESENÇA",
    heading: "Obrigado por fazer parte da {edicao} edição!",
    text: "Os certificados ficam disponíveis em até {certificado_dias} dias após o evento para quem teve ao menos {presenca_minima} de presença. Os trabalhos apresentados estão nos anais.",
    certificates: "Certificados",
    proceedings: "Anais",
    nextEdition: (edition: string) => `A ${edition} edição já está sendo preparada. Até lá!`,
  },

  registration: {
    badge: "VAGAS LIMITADAS",
    heading: "Invista em sua carreira hoje mesmo!",
    intro:
      "Escolha a inscrição ideal para você e participe do maior encontro de enfermagem do país.",
    soldOutNotice: "Capacidade máxima atingida",
    soldOutDetail: "Todas as vagas desta etapa foram preenchidas.",
    progressLabel: "Vagas preenchidas",
    installmentsPrefix: "em até",
    upfront: (price: string) => `ou ${price} à vista`,
    soldOutButton: "Vagas esgotadas",
    buyButton: "Inscrever-se",
    footer:
      "Fique atento: as últimas vagas pelo preço promocional se esgotam rapidamente. Novas vagas, se houver, poderão ter outro valor.",
  },

  sponsors: {
    heading: "Patrocinadores",
    intro: "Empresas que apoiam a enfermagem brasileira e tornam este congresso possível.",
  },

  venue: {
    heading: "Local",
    text: "O congresso acontece no {local}, em {cidade}, a poucos passos da praia de Stella Maris e perto do aeroporto. Um espaço amplo e confortável, com auditórios, salas para os cursos e área de exposição.",
    button: "Saiba mais sobre o local",
    imageAlt: "Fachada do {local} em {cidade}",
    caption: "{local} — {cidade}, {estado}",
  },
} as const;
