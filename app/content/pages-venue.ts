/** Texts of the venue and lodging page (/local); {placeholders} are facts. */
export const venuePage = {
  title: "Local e Hospedagem",
  heroEyebrow: "{periodo} · {cidade}, {uf}",
  description:
    "O {congresso} acontece no {local}, em {cidade}, de {periodo}. Veja hotéis parceiros com desconto e dicas de turismo.",
  subtitle: "Onde acontece o congresso, onde se hospedar e o que conhecer em {cidade}.",
  tabs: { venue: "O Local", lodging: "Hospedagem" },

  venue: {
    eyebrow: "Local do evento",
    image: {
      src: "/images/venue.webp",
      srcSmall: "/images/venue-600.webp",
      width: 1200,
      height: 800,
      alt: "Ilustração do {local}, à beira-mar, com coqueiros na areia",
    },
    paragraphs: [
      "O {local} fica no bairro de Stella Maris, na orla norte de {cidade}, perto da praia e do Aeroporto Internacional de {cidade}. A localização facilita a chegada de quem vem de outras cidades e a hospedagem nas redondezas.",
      "O hotel conta com espaços amplos para as salas simultâneas dos três congressos, os cursos pré-congresso, a área de exposição e a apresentação dos trabalhos científicos.",
    ],
    schedule: [
      { date: "{dia_dos_cursos}", text: "Cursos Pré-Congresso" },
      { date: "{dias_do_congresso}", text: "Congressos, exposição e apresentação de trabalhos" },
    ],
    mapLabel: "Ver no mapa",
  },

  lodging: {
    title: "Hotéis parceiros",
    lead: "Selecionamos hotéis próximos ao local do evento com condições especiais para os participantes do congresso.",
    discountTitle: "Desconto exclusivo para congressistas",
    discountText:
      "Informe este código ao fazer sua reserva para garantir o desconto nos hotéis parceiros, sujeito à disponibilidade.",
    bookLabel: "Reservar",
    /** A hotel's lowest nightly rate, formatted: "A partir de R$ 390". */
    priceFrom: (price: string) => `A partir de ${price}`,
  },

  tourism: {
    title: "Conheça {cidade}",
    lead: "Primeira capital do Brasil, {cidade} une história, fé, música e algumas das praias mais bonitas do país. Reserve um tempo antes ou depois do congresso para conhecer a cidade.",
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
