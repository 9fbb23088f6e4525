import type { AboutCongress } from "~/content/about-schema";

/** The about block shown until an administrator saves another; {placeholders} are facts. */
export const defaultAbout: AboutCongress = {
  title: "Sobre o Congresso",
  edition: "{edicao} edição",
  paragraphs: [
    "Desde {fundacao}, o Congresso Nacional de Enfermagem reúne profissionais, estudantes, docentes e pesquisadores para discutir o que há de mais atual no cuidado em saúde. Em {edicoes} edições, {participantes} participantes passaram por nossas salas, oficinas e mesas-redondas.",
    "Em {ano}, {cidade} recebe três congressos em um só lugar: o {congresso}, o {congresso_feridas} e o {congresso_estetica}, além de cursos pré-congresso com vagas limitadas.",
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
