/** Texts of the About page (/sobre); {placeholders} are the facts. */
export const aboutPage = {
  title: "Sobre o Congresso",
  heroEyebrow: "{edicao} edição · {cidade} {ano}",
  description:
    "Conheça a história, a missão e os valores do {evento}, que chega à {edicao} edição em {cidade}, de {periodo}.",
  subtitle:
    "Desde {fundacao}, um ponto de encontro da enfermagem brasileira com a ciência, a prática e a troca de experiências.",
  heroImage: {
    src: "/images/sobre-hero.webp",
    srcSmall: "/images/sobre-hero-800.webp",
    width: 1600,
    height: 600,
    alt: "Ilustração do horizonte de Salvador ao anoitecer, com igrejas, casario e barcos no mar",
  },

  history: {
    title: "Nossa História",
    paragraphs: [
      "O {evento} nasceu em {fundacao} com um propósito simples: reunir profissionais, estudantes e pesquisadores para discutir o que há de mais atual no cuidado de enfermagem e aproximar a produção científica da prática nos serviços de saúde.",
      "Ao longo de {edicoes} edições, o congresso cresceu junto com a profissão. Já recebeu {participantes} participantes de todas as regiões do país e se consolidou como um espaço de atualização, de apresentação de pesquisas e de encontro entre quem faz a enfermagem acontecer todos os dias.",
      "Cada edição é construída com a colaboração de docentes, pesquisadores e profissionais da assistência, mantendo o compromisso com a qualidade científica e com a valorização de toda a equipe de enfermagem.",
    ],
    stats: [
      { value: "{fundacao}", label: "Ano de fundação" },
      { value: "{edicoes}", label: "Edições realizadas" },
      { value: "+15 mil", label: "Participantes ao longo da história" },
    ],
  },

  mission: {
    title: "Missão e Valores",
    lead: "O que nos move e os princípios que orientam cada edição.",
    missionTitle: "Nossa missão",
    missionText:
      "Promover a atualização científica, a troca de experiências e o desenvolvimento profissional da enfermagem, contribuindo para um cuidado mais seguro, humano e baseado em evidências.",
    values: [
      {
        icon: "microscope",
        title: "Excelência científica",
        text: "Conteúdos fundamentados em evidências e apresentados por quem é referência em cada área.",
      },
      {
        icon: "scale",
        title: "Ética profissional",
        text: "Respeito à pessoa cuidada, ao colega de equipe e aos princípios que regem a profissão.",
      },
      {
        icon: "heart-handshake",
        title: "Valorização da enfermagem",
        text: "Reconhecimento do papel central de enfermeiros, técnicos e auxiliares no sistema de saúde.",
      },
      {
        icon: "graduation-cap",
        title: "Educação continuada",
        text: "Aprendizado permanente como parte da rotina de quem cuida, em todas as fases da carreira.",
      },
      {
        icon: "hand-heart",
        title: "Responsabilidade social",
        text: "Compromisso com a saúde da população e com a melhoria dos serviços oferecidos à comunidade.",
      },
      {
        icon: "lightbulb",
        title: "Inovação e pesquisa",
        text: "Estímulo à produção científica e a novas práticas que transformam a assistência.",
      },
    ],
  },

  currentEdition: {
    title: "{edicao} Edição",
    eyebrow: "{periodo} · {cidade}, {estado}",
    lead: "Em {ano}, o congresso chega a {cidade} com uma programação ampliada: três congressos simultâneos no {local} e um dia dedicado a cursos pré-congresso.",
    congressesTitle: "Três congressos em um só evento",
    coursesTitle: "Cursos Pré-Congresso",
    coursesText:
      "No dia {dia_dos_cursos}, cursos práticos com vagas limitadas e inscrição separada do congresso.",
    congressDaysText: "Nos dias {dias_do_congresso}, das {horario}.",
    ctaBadge: "{edicao} edição",
    offeringsTitle: "O que você encontra",
    offerings: [
      {
        icon: "mic",
        title: "Palestras",
        text: "Temas atuais apresentados por especialistas de referência.",
      },
      {
        icon: "wrench",
        title: "Workshops práticos",
        text: "Atividades para treinar técnicas e procedimentos do dia a dia.",
      },
      {
        icon: "messages-square",
        title: "Mesas-redondas",
        text: "Debates com diferentes olhares sobre os desafios da profissão.",
      },
      {
        icon: "presentation",
        title: "Apresentação de trabalhos",
        text: "Espaço para pesquisas e relatos de experiência de todo o país.",
      },
      {
        icon: "store",
        title: "Exposição",
        text: "Empresas e instituições apresentando produtos, serviços e inovações.",
      },
      {
        icon: "users",
        title: "Networking",
        text: "Encontros com colegas, docentes e gestores de diferentes realidades.",
      },
    ],
  },

  audience: {
    title: "Público-alvo",
    lead: "O congresso é feito para toda a equipe de enfermagem e para quem ensina, pesquisa e gere o cuidado.",
    groups: [
      {
        icon: "stethoscope",
        title: "Profissionais de enfermagem",
        text: "Enfermeiros da assistência, da atenção primária à alta complexidade.",
      },
      {
        icon: "briefcase-medical",
        title: "Técnicos e auxiliares de enfermagem",
        text: "Profissionais que estão à beira do leito e na linha de frente do cuidado.",
      },
      {
        icon: "graduation-cap",
        title: "Estudantes",
        text: "Graduandos e pós-graduandos que querem se aproximar da prática e da pesquisa.",
      },
      {
        icon: "school",
        title: "Docentes",
        text: "Professores que formam as próximas gerações da enfermagem.",
      },
      {
        icon: "flask-conical",
        title: "Pesquisadores",
        text: "Autores e grupos de pesquisa que produzem e divulgam conhecimento científico.",
      },
      {
        icon: "user-cog",
        title: "Gestores de serviços",
        text: "Coordenadores e gerentes que lideram equipes e organizam os serviços de saúde.",
      },
    ],
    ctaTitle: "Faça parte da {edicao} edição",
    ctaText: "Confira a programação completa e garanta sua participação.",
  },
} as const;
