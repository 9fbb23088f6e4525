import type { Programme } from "./programme-schema";

/** The programme shown until an administrator saves a version (spec §3). */
export const defaultProgramme: Programme = {
  cursos: [{ day: "Cursos Pré-Congresso", date: "27 de agosto de 2025", events: [] }],
  nursing: [
    {
      day: "Em breve",
      date: "28 de agosto de 2025",
      events: [{ time: "", title: "Programação completa em breve", type: "cerimônia" }],
    },
    {
      day: "Em breve",
      date: "29 de agosto de 2025",
      events: [{ time: "", title: "Programação completa em breve", type: "cerimônia" }],
    },
  ],
};
