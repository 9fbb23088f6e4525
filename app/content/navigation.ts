import type { EventFacts } from "~/content/event-facts-schema";

/** One link of the site chrome (spec §2 "Layout"). */
export type NavItem = {
  label: string;
  href: string;
  /** Leaves the site: rendered as a plain `<a>`. */
  external?: boolean;
  /** Other paths that show the same page, so the link is marked current there too. */
  alsoCurrentOn?: readonly string[];
  /** A home section this link really goes to; `href` stays the no-JavaScript fallback. */
  homeSection?: string;
};

/** `key` names the group in element ids, so it has no spaces. */
export type NavGroup = { key: string; label: string; items: readonly NavItem[] };

export type NavEntry = NavItem | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

/** The external addresses the chrome links to: the current facts'. */
type NavLinks = Pick<EventFacts["links"], "mainSite" | "registrantsArea">;

const homeItem = (links: NavLinks): NavItem => ({
  label: "Home",
  href: links.mainSite,
  external: true,
});

const congressGroup: NavGroup = {
  key: "o-congresso",
  label: "O Congresso",
  items: [
    { label: "Sobre o Congresso", href: "/sobre" },
    // Not among the spec's six entries: added so the venue and hotels can be reached.
    { label: "Local e Hospedagem", href: "/local" },
    { label: "Palestrantes", href: "/#speakers-section", homeSection: "speakers-section" },
    { label: "Anais", href: "/anais" },
    { label: "Certificados", href: "/certificados" },
    { label: "Cancelamentos", href: "/cancelamentos" },
    { label: "Contato", href: "/contato" },
  ],
};

const scientificWorksGroup: NavGroup = {
  key: "trabalhos-cientificos",
  label: "Trabalhos Científicos",
  items: [
    { label: "Normas de Submissão", href: "/trabalhos" },
    {
      label: "Prêmio Bigfral",
      href: "/premio-bigfral",
      alsoCurrentOn: ["/trabalhos/premio-bigfral"],
    },
    { label: "Trabalhos Aprovados", href: "/trabalhos/trabalhos-aprovados" },
  ],
};

/** The internal pages listed on their own (not inside a group). */
const standaloneItems: readonly NavItem[] = [
  { label: "Programação", href: "/programacao" },
  { label: "Inscrições em Grupo", href: "/inscricoes-grupo" },
  { label: "Patrocínio e Exposição", href: "/patrocinio-exposicao" },
];

/** The attendee's own sessions, kept in the browser. */
const agendaItem: NavItem = { label: "Minha agenda", href: "/minha-agenda" };

/** The desktop bar; it has no room for another item, so 'Minha agenda' sits in 'O Congresso'. */
export const headerNav = (links: NavLinks): readonly NavEntry[] => [
  homeItem(links),
  ...standaloneItems,
  {
    ...congressGroup,
    items: congressGroup.items.flatMap((item) =>
      item.homeSection === "speakers-section" ? [item, agendaItem] : [item],
    ),
  },
  scientificWorksGroup,
];

/** The mobile drawer: home link, the collapsible groups, then the other items. */
export const drawerNav = (links: NavLinks): readonly NavEntry[] => [
  homeItem(links),
  congressGroup,
  scientificWorksGroup,
  ...standaloneItems.flatMap((item) =>
    item.href === "/programacao" ? [item, agendaItem] : [item],
  ),
];

export const registerCta: NavItem = {
  label: "Inscreva-se",
  href: "/#inscricao-section",
  homeSection: "inscricao-section",
};

export const registrantsAreaCta = (links: NavLinks): NavItem => ({
  label: "Área do Inscrito",
  href: links.registrantsArea,
  external: true,
});

export const footerNav: readonly NavItem[] = [
  { label: "Sobre", href: "/sobre" },
  { label: "Programação", href: "/programacao" },
  { label: "Palestrantes", href: "/palestrantes" },
  { label: "Inscrição", href: "/inscricao" },
  { label: "Local", href: "/local" },
  { label: "Contato", href: "/contato" },
];

/** The footer's paragraph; its {placeholders} are the facts' (app/lib/fact-text.ts). */
export const footerBlurb =
  "Desde {fundacao}, o {evento} reúne enfermeiros, técnicos, estudantes e pesquisadores para atualização científica, troca de experiências e desenvolvimento profissional — já são {participantes} participantes.";

/** The edition in one line under the footer's paragraph: when and where. */
export const footerEdition = "{congresso}: {periodo}, {local}, {cidade} – {uf}.";

export function copyrightNotice(year: number, eventName: string) {
  return `© ${year} ${eventName}. Todos os direitos reservados.`;
}

/** Whether a link, or a group holding one, is the page shown (with or without a trailing slash). */
export function isCurrentEntry(entry: NavEntry, pathname: string): boolean {
  if (isNavGroup(entry)) return entry.items.some((item) => isCurrentEntry(item, pathname));
  if (entry.external) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return entry.href === path || (entry.alsoCurrentOn?.includes(path) ?? false);
}
