import { links } from "~/content/event";
import { formatBRL } from "~/lib/money";

/** A registration ticket (spec §3): fixed types, prices as display text. */
export interface Ticket {
  id: "professional" | "student";
  name: string;
  /** Price of one installment, e.g. "R$ 46,44". */
  price: string;
  installments: string;
  /** Price paid upfront, e.g. "R$ 377,00", and its amount in reais (structured data). */
  fullPrice: string;
  fullPriceAmount: number;
  features: string[];
  /** External checkout (the buttons are disabled while sold out). */
  url: string;
}

const features = [
  "Acesso presencial aos 2 dias de congresso",
  "Kit com material exclusivo",
  "Certificado digital",
  "Vagas limitadas",
];

/** Spec §9: the two ticket types and their prices (each amount written once, shown formatted). */
export const tickets: Ticket[] = (
  [
    {
      id: "professional",
      name: "Profissional",
      price: formatBRL(46.44),
      installments: "10x",
      fullPriceAmount: 377,
      features,
      url: links.checkout.professional,
    },
    {
      id: "student",
      name: "Estudante / Pós-graduando / Graduado / Técnico de Enfermagem",
      price: formatBRL(37.82),
      installments: "10x",
      fullPriceAmount: 307,
      features,
      url: links.checkout.student,
    },
  ] satisfies Omit<Ticket, "fullPrice">[]
).map((ticket) => ({ ...ticket, fullPrice: formatBRL(ticket.fullPriceAmount) }));

/** Spec §4: registration is sold out, capacity shown as 100 % filled. */
export const ticketsSoldOut = true;
export const capacityFilledPercent = 100;
