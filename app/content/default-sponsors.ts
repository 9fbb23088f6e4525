/** The four sponsors shown until an administrator saves another list (spec §3). */
export const defaultSponsors: { name: string; logo: string; customClass?: string }[] = [
  { name: "Bigfral", logo: "/images/sponsors/bigfral.svg" },
  { name: "CuraPlus Dermocuidados", logo: "/images/sponsors/curaplus.svg" },
  {
    name: "Vitalis Equipamentos Hospitalares",
    logo: "/images/sponsors/vitalis.svg",
    customClass: "max-h-12",
  },
  { name: "Instituto Bahia Saúde", logo: "/images/sponsors/bahia-saude.svg" },
];
