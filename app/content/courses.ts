/**
 * The pre-congress courses (spec §9): on the first day, before the congress, each with its own
 * registration in the external course store.
 */
export interface PreCongressCourse {
  /** The course's session id in the programme (issue 12): fixed, so links to it keep working. */
  id: string;
  title: string;
  instructor: string;
  /** The slot as the programme writes it. */
  time: string;
  room: string;
}

/** "27 de agosto de 2025", the courses' day. */
export const courseDate = "27 de agosto de 2025";

export const courseDayLabel = "Cursos Pré-Congresso";

export const courses: PreCongressCourse[] = [
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
];

/** What every course buyer must know (spec §2 "Programme page"). */
export const courseNotes = [
  "Vagas limitadas: as turmas são reduzidas para garantir a qualidade das atividades práticas.",
  "A inscrição nos cursos pré-congresso é separada da inscrição no congresso.",
  "Cada curso emite certificado específico, independente do certificado do congresso.",
] as const;
