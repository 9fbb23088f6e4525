import { edition, eventPeriod } from "~/content/event";

/**
 * The home page's first screen (spec §2 "Home") and its description: apart from the other home
 * texts, which load with the sections below it (issue 9).
 */
export const homeHeroText = {
  description:
    "15º Congresso Nacional de Enfermagem, 6º Congresso Internacional Feridas e 2º Congresso Brasileiro de Enfermagem em Estética: de 27 a 29 de agosto de 2025 em Salvador, BA. Programação, palestrantes e inscrições.",
  badge: `${eventPeriod} • ${edition.city}, BA`,
  title: "Congresso Nacional de Enfermagem 2025",
  subtitle:
    "Três congressos em um só lugar: atualização científica, prática e networking com quem faz a enfermagem brasileira acontecer.",
  register: "Inscreva-se agora",
  programme: "Ver programação",
  scrollingToast: "Rolando para baixo...",
  imageAlt: "Auditório de congresso com plateia assistindo a uma palestra",
};
