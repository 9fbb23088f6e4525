import { edition, eventPeriod, formatLongDate } from "./event";

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The FAQ (spec §9 facts only). The first four are the abbreviated view's, so the questions asked
 * most come first.
 */
export const faqItems: FaqItem[] = [
  {
    question: "Quando e onde acontece o congresso?",
    answer: `De ${eventPeriod}, no ${edition.venue}, em ${edition.city} (BA). Os cursos pré-congresso são no dia ${formatLongDate(edition.courseDate)}, e a programação dos congressos nos dias ${formatLongDate(edition.congressDates[0])} e ${formatLongDate(edition.congressDates[1])}, das ${edition.hours.start} às ${edition.hours.end}.`,
  },
  {
    question: "O que está incluído no valor da inscrição?",
    answer:
      "A inscrição dá acesso a todas as palestras do(s) congresso(s) escolhido(s), ao material do evento e ao certificado digital.",
  },
  {
    question: "Como recebo o certificado?",
    answer:
      "O certificado é digital e fica disponível em até 15 dias após o evento para os participantes com pelo menos 75% de presença.",
  },
  {
    question: "Estudantes têm desconto?",
    answer:
      "Sim, estudantes pagam um valor diferenciado. Para ter direito ao desconto, apresente o comprovante de matrícula no credenciamento (check-in) do evento.",
  },
  {
    question: "Como funcionam os cursos pré-congresso?",
    answer: `Os cursos pré-congresso acontecem em ${formatLongDate(edition.courseDate)}. A inscrição nos cursos é feita à parte, separada da inscrição no congresso, e as vagas são limitadas.`,
  },
  {
    question: "As palestras internacionais terão tradução?",
    answer: "Sim. As palestras internacionais contam com tradução simultânea.",
  },
  {
    question: "Há desconto para inscrições em grupo?",
    answer:
      "Sim. Grupos com mais de 10 inscrições têm 10% de desconto, e grupos com mais de 20 inscrições têm 20% de desconto. O pagamento do grupo é único, por transferência bancária ou PIX (não aceitamos cartão).",
  },
  {
    question: "Posso cancelar ou transferir minha inscrição?",
    answer:
      "Cancelamentos solicitados com 30 dias ou mais de antecedência do evento têm reembolso de 50% do valor pago; depois desse prazo não há reembolso. A inscrição pode ser transferida para outra pessoa até 15 dias antes do evento.",
  },
];
