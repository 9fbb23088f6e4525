import type { AboutCongress } from "~/content/about-schema";

/** The "about the congress" block shown until an administrator saves another (spec §3). */
export const defaultAbout: AboutCongress = {
  title: "Sobre o Congresso",
  edition: "15ª edição",
  paragraphs: [
    "Desde 1997, o Congresso Nacional de Enfermagem reúne profissionais, estudantes, docentes e pesquisadores para discutir o que há de mais atual no cuidado em saúde. Em 15 edições, mais de 15 mil participantes passaram por nossas salas, oficinas e mesas-redondas.",
    "Em 2025, Salvador recebe três congressos em um só lugar: o 15º Congresso Nacional de Enfermagem, o 6º Congresso Internacional Feridas e o 2º Congresso Brasileiro de Enfermagem em Estética, além de cursos pré-congresso com vagas limitadas.",
    "São três dias de palestras, workshops práticos, mesas-redondas, apresentação de trabalhos científicos, exposição e networking com quem faz a enfermagem brasileira acontecer.",
  ],
  professionals: [
    {
      id: "coordenacao-geral",
      name: "Dra. Helena Prado",
      role: "Coordenação Geral",
      imageUrl: "/images/professionals/coordenacao-geral.webp",
    },
    {
      id: "comissao-cientifica",
      name: "Dr. Marcos Vinícius Lima",
      role: "Comissão Científica",
      imageUrl: "/images/professionals/comissao-cientifica.webp",
    },
    {
      id: "feridas",
      name: "Enf. Juliana Santana",
      role: "Coordenação do Congresso Feridas",
      imageUrl: "/images/professionals/feridas.webp",
    },
    {
      id: "estetica",
      name: "Enf. Ricardo Almeida",
      role: "Coordenação de Enfermagem em Estética",
      imageUrl: "/images/professionals/estetica.webp",
    },
  ],
};
