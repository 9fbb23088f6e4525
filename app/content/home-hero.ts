/** The home page's first screen, apart from the other texts so the first scripts stay small. */
export const homeHeroText = {
  description:
    "{congresso}, {congresso_feridas} e {congresso_estetica}: de {periodo} em {cidade}, {uf}. Programação, palestrantes e inscrições.",
  badge: "{periodo} • {cidade}, {uf}",
  title: "{evento} {ano}",
  subtitle:
    "Três congressos em um só lugar: atualização científica, prática e networking com quem faz a enfermagem brasileira acontecer.",
  register: "Inscreva-se agora",
  /** The first button once the event is over. */
  certificates: "Certificados e anais",
  programme: "Ver programação",
  scrollingToast: "Rolando para baixo...",
};
