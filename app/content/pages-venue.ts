import { edition, eventPeriod } from "~/content/event";

/** Spec §3 "Hotel": what a partner-hotel card shows. */
export type Hotel = {
  name: string;
  distance: string;
  price: string;
  rating: number;
  image: string;
  description: string;
  discount: string;
  /** Where to book: the hotel's own page, or else its phone; without either the organisers help on WhatsApp. */
  bookingUrl?: string;
  phone?: string;
};

const hotels: Hotel[] = [
  {
    name: "Hotel Mirante de Stella",
    distance: "300 m",
    price: "A partir de R$ 350",
    rating: 4.8,
    image: "/images/hotels/hotel-1.webp",
    description:
      "A poucos passos do local do evento, com vista para o mar, piscina e café da manhã regional incluso. Ideal para quem quer praticidade e conforto.",
    discount: "15%",
  },
  {
    name: "Pousada Brisa do Mar",
    distance: "500 m",
    price: "A partir de R$ 280",
    rating: 4.5,
    image: "/images/hotels/hotel-2.webp",
    description:
      "Ambiente acolhedor e tranquilo, com quartos arejados, jardim e atendimento atencioso. Uma caminhada curta pela orla até o congresso.",
    discount: "10%",
  },
  {
    name: "Flamengo Praia Hotel",
    distance: "700 m",
    price: "A partir de R$ 220",
    rating: 4.2,
    image: "/images/hotels/hotel-3.webp",
    description:
      "Opção econômica e confortável perto da Praia do Flamengo, com quartos simples, Wi-Fi gratuito e fácil acesso ao local do evento.",
    discount: "12%",
  },
];

/** Texts of the venue and lodging page (/local), spec §2 and §9 "Hotels". */
export const venuePage = {
  title: "Local e Hospedagem",
  heroEyebrow: `${eventPeriod} · ${edition.city}, BA`,
  description: `O 15º Congresso Nacional de Enfermagem acontece no ${edition.venue}, em ${edition.city}, de 27 a 29 de agosto de 2025. Veja hotéis parceiros com desconto e dicas de turismo.`,
  subtitle: `Onde acontece o congresso, onde se hospedar e o que conhecer em ${edition.city}.`,
  tabs: { venue: "O Local", lodging: "Hospedagem" },

  venue: {
    eyebrow: "Local do evento",
    name: edition.venue,
    address: edition.venueAddress,
    period: eventPeriod,
    hours: `${edition.hours.start} às ${edition.hours.end}`,
    image: {
      src: "/images/venue.webp",
      srcSmall: "/images/venue-600.webp",
      width: 1200,
      height: 800,
      alt: `Ilustração do ${edition.venue}, à beira-mar, com coqueiros na areia`,
    },
    paragraphs: [
      `O ${edition.venue} fica no bairro de Stella Maris, na orla norte de ${edition.city}, perto da praia e do Aeroporto Internacional de ${edition.city}. A localização facilita a chegada de quem vem de outras cidades e a hospedagem nas redondezas.`,
      "O hotel conta com espaços amplos para as salas simultâneas dos três congressos, os cursos pré-congresso, a área de exposição e a apresentação dos trabalhos científicos.",
    ],
    schedule: [
      { date: "27 de agosto", text: "Cursos Pré-Congresso" },
      { date: "28 e 29 de agosto", text: "Congressos, exposição e apresentação de trabalhos" },
    ],
    mapLabel: "Ver no mapa",
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
      `${edition.venue}, ${edition.venueAddress}`,
    )}`,
  },

  lodging: {
    title: "Hotéis parceiros",
    lead: "Selecionamos hotéis próximos ao local do evento com condições especiais para os participantes do congresso.",
    discountCode: "NURSING2025",
    discountTitle: "Desconto exclusivo para congressistas",
    discountText:
      "Informe este código ao fazer sua reserva para garantir o desconto nos hotéis parceiros, sujeito à disponibilidade.",
    bookLabel: "Reservar",
    hotels,
  },

  tourism: {
    title: `Conheça ${edition.city}`,
    lead: `Primeira capital do Brasil, ${edition.city} une história, fé, música e algumas das praias mais bonitas do país. Reserve um tempo antes ou depois do congresso para conhecer a cidade.`,
    paragraphs: [
      "No Centro Histórico, o Pelourinho encanta com seus casarões coloridos, igrejas barrocas e ladeiras de pedra. Bem perto dali, o Mercado Modelo reúne artesanato, lembranças e a culinária baiana, a poucos passos do Elevador Lacerda.",
      "Para quem gosta de mar, o Porto da Barra tem águas calmas e um dos pores do sol mais famosos da cidade, e a Praia de Itapuã, vizinha de Stella Maris, é cantada em verso e prosa. Não deixe de visitar a Igreja do Senhor do Bonfim, símbolo da fé baiana e das famosas fitinhas coloridas.",
    ],
    places: [
      {
        name: "Pelourinho",
        image: "/images/tourism/pelourinho.webp",
        alt: "Casarões coloridos e rua de pedra no Pelourinho, Centro Histórico de Salvador",
        text: "Centro Histórico e Patrimônio Mundial da UNESCO.",
      },
      {
        name: "Porto da Barra",
        image: "/images/tourism/porto-da-barra.webp",
        alt: "Praia do Porto da Barra com águas calmas ao entardecer",
        text: "Águas calmas e um pôr do sol inesquecível.",
      },
      {
        name: "Praia de Itapuã",
        image: "/images/tourism/itapua.webp",
        alt: "Coqueiros e mar na Praia de Itapuã, com o farol ao fundo",
        text: "Coqueiros, piscinas naturais e o farol de Itapuã.",
      },
      {
        name: "Igreja do Senhor do Bonfim",
        image: "/images/tourism/bonfim.webp",
        alt: "Fachada branca da Igreja do Senhor do Bonfim, em Salvador",
        text: "Símbolo da fé baiana, na Colina Sagrada.",
      },
    ],
  },
} as const;
