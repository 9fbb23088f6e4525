const product = "Congresso Nacional de Enfermagem";

/** Every public page of the spec's route table, with its title (spec §2). */
export const publicPages = [
  { path: "/", title: `${product} - 2025` },
  { path: "/sobre", title: `Sobre o Congresso | ${product}` },
  { path: "/programacao", title: `Programação | ${product}` },
  { path: "/local", title: `Local e Hospedagem | ${product}` },
  { path: "/contato", title: `Contato | ${product}` },
  { path: "/trabalhos", title: `Normas de Submissão | ${product}` },
  { path: "/trabalhos/trabalhos-aprovados", title: `Trabalhos Aprovados | ${product}` },
  { path: "/trabalhos/premio-bigfral", title: `Prêmio Bigfral | ${product}` },
  { path: "/premio-bigfral", title: `Prêmio Bigfral | ${product}` },
  { path: "/patrocinio-exposicao", title: `Patrocínio e Exposição | ${product}` },
  { path: "/certificados", title: `Certificados | ${product}` },
  { path: "/anais", title: `Anais | ${product}` },
  { path: "/cancelamentos", title: `Cancelamentos | ${product}` },
  { path: "/inscricoes-grupo", title: `Inscrições em Grupo | ${product}` },
  { path: "/inscricao", title: `Inscrição | ${product}` },
  // A session's page (issue 12): a round table of the default programme.
  {
    path: "/programacao/sessao/lesao-por-pressao-da-prevencao-ao-tratamento",
    title: `Lesão por pressão: da prevenção ao tratamento | Programação | ${product}`,
  },
  // What changed in the programme (issue 13, item 4): nothing yet on a fresh database.
  { path: "/programacao/alteracoes", title: `Alterações na programação | ${product}` },
  // The visitor's agenda (issue 12, item 5): empty in a fresh browser.
  { path: "/minha-agenda", title: `Minha agenda | ${product}` },
] as const;

/** Every page of the admin area behind the login (spec §2 "Admin"). */
export const adminPaths = [
  "/admin/dashboard",
  "/admin/program",
  "/admin/speakers",
  "/admin/sponsors",
  "/admin/about-congress",
  "/admin/event",
  "/admin/event/evento",
  "/admin/event/inscricoes",
  "/admin/event/cursos",
  "/admin/event/hospedagem",
  "/admin/event/faq",
  "/admin/event/contato",
  "/admin/event/certificados",
  "/admin/inbox",
  "/admin/audit-log",
  "/admin/two-factor",
] as const;
