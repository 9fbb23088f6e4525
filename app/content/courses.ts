/** The pre-congress courses' day as the programme names it; the courses are facts. */
export const courseDayLabel = "Cursos Pré-Congresso";

/** What every course buyer must know (spec §2 "Programme page"). */
export const courseNotes = [
  "Vagas limitadas: as turmas são reduzidas para garantir a qualidade das atividades práticas.",
  "A inscrição nos cursos pré-congresso é separada da inscrição no congresso.",
  "Cada curso emite certificado específico, independente do certificado do congresso.",
] as const;
