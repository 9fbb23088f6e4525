/**
 * The event's facts in one place: the next edition changes this module (and the texts in
 * app/content/) and nothing else.
 */
export const product = "Congresso Nacional de Enfermagem";

export const edition = {
  number: 15,
  year: 2025,
  city: "Salvador",
  state: "Bahia",
  venue: "Gran Hotel Stella Maris",
  venueAddress: "Praça Dr. Gessy Lima, 2 – Stella Maris, Salvador – BA, 41600-000",
  /** ISO dates: courses on the first, congress on the other two. */
  courseDate: "2025-08-27",
  congressDates: ["2025-08-28", "2025-08-29"],
  /** The programme's times are Salvador's: UTC−3 all year, which Brazil calls 'horário de Brasília'. */
  timeZone: "America/Bahia",
  hours: { start: "08:00", end: "18:30" },
  foundedIn: 1997,
  participantsSoFar: "mais de 15 mil",
  expectedAttendees: "mais de 1.200",
} as const;

/** The three co-located congresses, with the labels the site uses for each. */
export const congresses = {
  nursing: {
    name: `15º ${product}`,
    programmeTab: "15º Congresso Nacional de Enfermagem",
    badge: "15º Congresso Nacional de Enfermagem",
  },
  feridas: {
    name: "6º Congresso Internacional Feridas",
    programmeTab: "6º Congresso Internacional de Feridas",
    badge: "6º Congresso Internacional Feridas",
  },
  estetica: {
    name: "2º Congresso Brasileiro de Enfermagem em Estética",
    programmeTab: "2º Congresso Brasileiro de Enfermagem em Estética",
    badge: "2º Congresso Brasileiro de Enfermagem em Estética",
  },
} as const;

export const contact = {
  phone: "(71) 3033-2025",
  phoneHref: "tel:+557130332025",
  whatsappNumber: "5571999992025",
  whatsappDisplay: "(71) 99999-2025",
  whatsappMessage:
    "Olá! Gostaria de mais informações sobre o 15º Congresso Nacional de Enfermagem.",
  supportEmail: "suporte@congressonacionaldeenfermagem.com.br",
  contactEmail: "contato@congressonacionaldeenfermagem.com.br",
  hours: "Segunda a sexta, das 8h às 18h",
  instagram: "https://www.instagram.com/congressonacionaldeenfermagem",
} as const;

/** The identifier of the event at the external registration provider. */
export const eventIdentifier = "cne2025";

/** Every external address the site links to. */
export const links = {
  mainSite: "https://congressonacionaldeenfermagem.com.br",
  registrantsArea: `https://inscricoes.congressonacionaldeenfermagem.com.br/login?evento=${eventIdentifier}&lang=pt`,
  registration: `https://inscricoes.congressonacionaldeenfermagem.com.br/evento/${eventIdentifier}`,
  courseStore: `https://inscricoes.congressonacionaldeenfermagem.com.br/evento/${eventIdentifier}/cursos`,
  checkout: {
    professional: `https://inscricoes.congressonacionaldeenfermagem.com.br/checkout/${eventIdentifier}?ingresso=profissional`,
    student: `https://inscricoes.congressonacionaldeenfermagem.com.br/checkout/${eventIdentifier}?ingresso=estudante`,
  },
  submissionPlatform: `https://trabalhos.congressonacionaldeenfermagem.com.br/login?evento=${eventIdentifier}`,
  slideTemplate: "https://docs.google.com/presentation/d/modelo-e-poster-cne-2025",
  whatsapp: `https://wa.me/5571999992025?text=${encodeURIComponent(
    "Olá! Gostaria de mais informações sobre o 15º Congresso Nacional de Enfermagem.",
  )}`,
} as const;

const longDate = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const shortDate = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  timeZone: "UTC",
});

/** "28 de agosto de 2025" */
export function formatLongDate(isoDate: string) {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "28/08" */
export function formatShortDate(isoDate: string) {
  return shortDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "27 a 29 de agosto de 2025" */
export const eventPeriod = "27 a 29 de agosto de 2025";
