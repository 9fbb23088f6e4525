import type { EventFacts } from "./event-facts-schema";

/** The 15th edition's facts: what a fresh install shows; texts name them with {placeholders}. */

const eventIdentifier = "cne2025";
const registrationSite = "https://inscricoes.congressonacionaldeenfermagem.com.br";
const mainSite = "https://congressonacionaldeenfermagem.com.br";
const venueName = "Gran Hotel Stella Maris";
const venueAddress = "Praça Dr. Gessy Lima, 2 – Stella Maris, Salvador – BA, 41600-000";

const ticketFeatures = [
  "Acesso presencial aos 2 dias de congresso",
  "Kit com material exclusivo",
  "Certificado digital",
  "Vagas limitadas",
];

export const defaultEventFacts: EventFacts = {
  event: {
    name: "Congresso Nacional de Enfermagem",
    edition: 15,
    congresses: {
      nursing: { name: "Congresso Nacional de Enfermagem", edition: 15 },
      feridas: { name: "Congresso Internacional Feridas", edition: 6 },
      estetica: { name: "Congresso Brasileiro de Enfermagem em Estética", edition: 2 },
    },
    courseDate: "2025-08-27",
    congressDays: ["2025-08-28", "2025-08-29"],
    hours: { start: "08:00", end: "18:30" },
    timeZone: "America/Bahia",
    city: "Salvador",
    state: "Bahia",
    stateCode: "BA",
    venue: {
      name: venueName,
      address: venueAddress,
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        `${venueName}, ${venueAddress}`,
      )}`,
    },
    capacityFilledPercent: 100,
    foundedIn: 1997,
    participantsSoFar: "mais de 15 mil",
    expectedAttendees: "mais de 1.200",
  },

  tickets: [
    {
      id: "professional",
      name: "Profissional",
      fullPrice: 377,
      installments: { count: 10, amount: 46.44 },
      features: ticketFeatures,
      checkoutUrl: `${registrationSite}/checkout/${eventIdentifier}?ingresso=profissional`,
      soldOut: true,
    },
    {
      id: "student",
      name: "Estudante / Pós-graduando / Graduado / Técnico de Enfermagem",
      fullPrice: 307,
      installments: { count: 10, amount: 37.82 },
      features: ticketFeatures,
      checkoutUrl: `${registrationSite}/checkout/${eventIdentifier}?ingresso=estudante`,
      soldOut: true,
    },
  ],

  courses: [
    {
      id: "curso-certificacao-em-insercao-de-picc-para",
      title: "Certificação em Inserção de PICC para Enfermeiros",
      instructor: "Enf. Juliana Carvalho Matos",
      time: "08h30 - 18h00",
      room: "Sala 01",
    },
    {
      id: "curso-puncao-venosa-periferica-guiada-por-ultrassom",
      title: "Punção Venosa Periférica Guiada por Ultrassom",
      instructor: "Enf. Rafael Nascimento Lima",
      time: "08h30 - 12h30",
      room: "Sala 02",
    },
    {
      id: "curso-cuidados-ao-paciente-queimado-da-avaliacao-a",
      title: "Cuidados ao Paciente Queimado: da Avaliação à Reabilitação",
      instructor: "Dra. Patrícia Andrade Sampaio",
      time: "13h00 - 18h00",
      room: "Sala 03",
    },
    {
      id: "curso-pe-diabetico-avaliacao-prevencao-e-tratamento",
      title: "Pé Diabético: Avaliação, Prevenção e Tratamento",
      instructor: "Enf. Marcos Vinícius Oliveira",
      time: "08h30 - 12h30",
      room: "Sala 04",
    },
    {
      id: "curso-ulceras-vasculogenicas-e-terapia-compressiva",
      title: "Úlceras Vasculogênicas e Terapia Compressiva",
      instructor: "Dra. Fernanda Ribeiro Costa",
      time: "13h00 - 18h00",
      room: "Sala 05",
    },
  ],

  deadlines: {
    submission: "2025-07-30",
    approvedWorksUpload: "2025-08-11",
    reviewDays: 10,
    presentation: { minutes: 3, discussionMinutes: 2, arriveMinutesBefore: 20 },
    approvedPresentation: { minutes: 3, discussionMinutes: 3, arriveMinutesBefore: 15 },
  },

  links: {
    eventIdentifier,
    mainSite,
    registrantsArea: `${registrationSite}/login?evento=${eventIdentifier}&lang=pt`,
    registration: `${registrationSite}/evento/${eventIdentifier}`,
    courseStore: `${registrationSite}/evento/${eventIdentifier}/cursos`,
    submissionPlatform: `https://trabalhos.congressonacionaldeenfermagem.com.br/login?evento=${eventIdentifier}`,
    slideTemplate: "https://docs.google.com/presentation/d/modelo-e-poster-cne-2025",
    instagram: "https://www.instagram.com/congressonacionaldeenfermagem",
  },

  contact: {
    phone: "(71) 3033-2025",
    whatsappNumber: "5571999992025",
    whatsappMessage: "Olá! Gostaria de mais informações sobre o {congresso}.",
    supportEmail: "suporte@congressonacionaldeenfermagem.com.br",
    contactEmail: "contato@congressonacionaldeenfermagem.com.br",
    hours: "Segunda a sexta, das 8h às 18h",
  },

  lodging: {
    discountCode: "NURSING2025",
    hotels: [
      {
        name: "Hotel Mirante de Stella",
        distance: "300 m",
        nightlyPrice: 350,
        rating: 4.8,
        discountPercent: 15,
        image: "/images/hotels/hotel-1.webp",
        description:
          "A poucos passos do local do evento, com vista para o mar, piscina e café da manhã regional incluso. Ideal para quem quer praticidade e conforto.",
      },
      {
        name: "Pousada Brisa do Mar",
        distance: "500 m",
        nightlyPrice: 280,
        rating: 4.5,
        discountPercent: 10,
        image: "/images/hotels/hotel-2.webp",
        description:
          "Ambiente acolhedor e tranquilo, com quartos arejados, jardim e atendimento atencioso. Uma caminhada curta pela orla até o congresso.",
      },
      {
        name: "Flamengo Praia Hotel",
        distance: "700 m",
        nightlyPrice: 220,
        rating: 4.2,
        discountPercent: 12,
        image: "/images/hotels/hotel-3.webp",
        description:
          "Opção econômica e confortável perto da Praia do Flamengo, com quartos simples, Wi-Fi gratuito e fácil acesso ao local do evento.",
      },
    ],
  },

  // The first four are the abbreviated view's, so the questions asked most come first.
  faq: [
    {
      question: "Quando e onde acontece o congresso?",
      answer:
        "De {periodo}, no {local}, em {cidade} ({uf}). Os cursos pré-congresso são no dia {data_dos_cursos}, e a programação dos congressos nos dias {datas_do_congresso}, das {horario}.",
    },
    {
      question: "O que está incluído no valor da inscrição?",
      answer:
        "A inscrição dá acesso a todas as palestras do(s) congresso(s) escolhido(s), ao material do evento e ao certificado digital.",
    },
    {
      question: "Como recebo o certificado?",
      answer:
        "O certificado é digital e fica disponível em até {certificado_dias} dias após o evento para os participantes com pelo menos {presenca_minima} de presença.",
    },
    {
      question: "Estudantes têm desconto?",
      answer:
        "Sim, estudantes pagam um valor diferenciado. Para ter direito ao desconto, apresente o comprovante de matrícula no credenciamento (check-in) do evento.",
    },
    {
      question: "Como funcionam os cursos pré-congresso?",
      answer:
        "Os cursos pré-congresso acontecem em {data_dos_cursos}. A inscrição nos cursos é feita à parte, separada da inscrição no congresso, e as vagas são limitadas.",
    },
    {
      question: "As palestras internacionais terão tradução?",
      answer: "Sim. As palestras internacionais contam com tradução simultânea.",
    },
    {
      question: "Há desconto para inscrições em grupo?",
      answer:
        "Sim. Grupos com mais de {grupo_1_acima} inscrições têm {grupo_1_desconto} de desconto, e grupos com mais de {grupo_2_acima} inscrições têm {grupo_2_desconto} de desconto. O pagamento do grupo é único, por transferência bancária ou PIX (não aceitamos cartão).",
    },
    {
      question: "Posso cancelar ou transferir minha inscrição?",
      answer:
        "Cancelamentos solicitados com {cancelamento_dias} dias ou mais de antecedência do evento têm reembolso de {cancelamento_reembolso} do valor pago; depois desse prazo não há reembolso. A inscrição pode ser transferida para outra pessoa até {transferencia_dias} dias antes do evento.",
    },
  ],

  certificates: [
    { edition: 15, year: 2025 },
    { edition: 14, url: `${mainSite}/certificados/14` },
    { edition: 13, url: `${mainSite}/certificados/13` },
    { edition: 12, url: `${mainSite}/certificados/12` },
    { edition: 11, url: `${mainSite}/certificados/11` },
  ],

  proceedings: [
    { edition: 15, year: 2025, url: `${mainSite}/anais/15` },
    { edition: 14, url: `${mainSite}/anais/14` },
    { edition: 13, url: `${mainSite}/anais/13` },
    { edition: 12, url: `${mainSite}/anais/12` },
    { edition: 11, url: `${mainSite}/anais/11` },
  ],

  rules: {
    groupDiscounts: [
      { above: 10, discountPercent: 10 },
      { above: 20, discountPercent: 20 },
    ],
    cancellation: {
      refundDaysBefore: 30,
      refundPercent: 50,
      transferDaysBefore: 15,
      replyBusinessDays: 5,
    },
    certificate: { daysAfterEvent: 15, minimumAttendancePercent: 75 },
  },
};
