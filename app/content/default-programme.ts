import { courseDayOf } from "./course-day";
import { defaultCourses, defaultEvent } from "./default-event-facts";
import { comingSoonDay } from "./placeholder-programme";
import type { Programme, ProgrammeDay } from "./programme-schema";

/** The default edition's course day, as the seeded programme stores it. */
export const courseDay: ProgrammeDay = courseDayOf({
  event: defaultEvent,
  courses: defaultCourses,
});

const day1 = "28 de agosto de 2025";
const day2 = "29 de agosto de 2025";

/** The programme seeded into a new database, shown until an administrator saves a version (spec §3). */
export const defaultProgramme: Programme = {
  cursos: [courseDay],
  nursing: [
    comingSoonDay(day1, "nursing-em-breve-dia-1"),
    comingSoonDay(day2, "nursing-em-breve-dia-2"),
  ],
  feridas: [
    {
      day: "Dia 1",
      date: day1,
      events: [
        {
          id: "credenciamento-e-entrega-de-materiais",
          time: "08h00 - 08h45",
          title: "Credenciamento e entrega de materiais",
          type: "intervalo",
        },
        {
          id: "cerimonia-de-abertura-do-6-congresso",
          time: "08h45 - 09h15",
          title: "Cerimônia de abertura do 6º Congresso Internacional Feridas",
          type: "cerimônia",
          speakers: ["Dra. Luciana Barreto Fontes", "Enf. Gustavo Henrique Pires"],
        },
        {
          id: "fisiologia-da-cicatrizacao-e-avaliacao",
          time: "09h15 - 10h00",
          title: "Fisiologia da cicatrização e avaliação sistematizada de feridas complexas",
          type: "palestra",
          speaker: "Dra. Luciana Barreto Fontes",
        },
        {
          id: "coffee-break-e-visita-a-exposicao",
          time: "10h00 - 10h30",
          title: "Coffee break e visita à exposição",
          type: "intervalo",
        },
        {
          id: "lesao-por-pressao-da-prevencao-ao-tratamento",
          time: "10h30 - 12h00",
          title: "Lesão por pressão: da prevenção ao tratamento",
          type: "mesa-redonda",
          moderator: "Enf. Gustavo Henrique Pires",
          talks: [
            {
              id: "escalas-de-risco-e-protocolos-de-prevencao-na",
              title: "Escalas de risco e protocolos de prevenção na UTI",
              speaker: "Enf. Tatiane Moura Brandão",
            },
            {
              id: "lesoes-relacionadas-a-dispositivos-medicos",
              title: "Lesões relacionadas a dispositivos médicos",
              speaker: "Dr. André Luiz Cavalcanti",
            },
            {
              id: "indicadores-de-qualidade-e-seguranca-do-paciente",
              title: "Indicadores de qualidade e segurança do paciente",
              speaker: "Dra. Simone Aragão Teixeira",
            },
          ],
        },
        { id: "almoco", time: "12h00 - 13h30", title: "Almoço", type: "intervalo" },
        {
          id: "coberturas-interativas-e-bioativas-como-escolher",
          time: "13h30 - 14h15",
          title: "Coberturas interativas e bioativas: como escolher a melhor opção",
          type: "palestra",
          speaker: "Dr. André Luiz Cavalcanti",
        },
        {
          id: "desbridamento-instrumental-conservador-tecnica-e",
          time: "14h15 - 15h45",
          title: "Desbridamento instrumental conservador: técnica e segurança",
          type: "workshop",
          speakers: ["Enf. Tatiane Moura Brandão", "Enf. Ricardo Alves Peixoto"],
          room: "Sala 02",
        },
        { id: "coffee-break", time: "15h45 - 16h15", title: "Coffee break", type: "intervalo" },
        {
          id: "feridas-na-pratica-casos-que-nos-ensinaram",
          time: "16h15 - 17h30",
          title: "Feridas na prática: casos que nos ensinaram",
          type: "talk-show",
          speakers: [
            "Dra. Simone Aragão Teixeira",
            "Enf. Ricardo Alves Peixoto",
            "Dra. Luciana Barreto Fontes",
          ],
          moderator: "Enf. Gustavo Henrique Pires",
        },
        {
          id: "terapia-por-pressao-negativa-indicacoes-e-manejo",
          time: "17h30 - 18h30",
          title: "Terapia por pressão negativa: indicações e manejo",
          type: "palestra",
          speaker: "Dr. Eduardo Sales Guimarães",
        },
      ],
    },
    {
      day: "Dia 2",
      date: day2,
      events: [
        {
          id: "biofilme-e-infeccao-em-feridas-cronicas",
          time: "08h00 - 08h45",
          title: "Biofilme e infecção em feridas crônicas: diagnóstico e manejo",
          type: "palestra",
          speaker: "Dra. Márcia Lopes Viana",
        },
        {
          id: "feridas-oncologicas-e-cuidados-paliativos",
          time: "08h45 - 10h00",
          title: "Feridas oncológicas e cuidados paliativos",
          type: "mesa-redonda",
          moderator: "Dra. Márcia Lopes Viana",
          talks: [
            {
              id: "controle-de-odor-exsudato-e-sangramento",
              title: "Controle de odor, exsudato e sangramento",
              speaker: "Enf. Cláudia Regina Bastos",
            },
            {
              id: "dor-e-qualidade-de-vida-no-cuidado-ao-paciente",
              title: "Dor e qualidade de vida no cuidado ao paciente oncológico",
              speaker: "Dr. Eduardo Sales Guimarães",
            },
          ],
        },
        {
          id: "coffee-break-e-sessao-de-e-posteres",
          time: "10h00 - 10h30",
          title: "Coffee break e sessão de e-pôsteres",
          type: "intervalo",
        },
        {
          id: "terapia-compressiva-e-bota-de-unna-na-pratica",
          time: "10h30 - 12h00",
          title: "Terapia compressiva e bota de Unna na prática",
          type: "curso",
          speaker: "Dra. Fernanda Ribeiro Costa",
          room: "Sala 03",
        },
        { id: "almoco-2", time: "12h00 - 13h30", title: "Almoço", type: "intervalo" },
        {
          id: "laserterapia-de-baixa-intensidade-no-tratamento",
          time: "13h30 - 15h00",
          title: "Laserterapia de baixa intensidade no tratamento de feridas",
          type: "workshop",
          speakers: ["Enf. Cláudia Regina Bastos", "Enf. Ricardo Alves Peixoto"],
          room: "Sala 02",
        },
        {
          id: "pe-diabetico-classificacao-de-risco-e-prevencao",
          time: "15h00 - 15h45",
          title: "Pé diabético: classificação de risco e prevenção de amputações",
          type: "palestra",
          speaker: "Enf. Marcos Vinícius Oliveira",
        },
        { id: "coffee-break-2", time: "15h45 - 16h15", title: "Coffee break", type: "intervalo" },
        {
          id: "estomaterapia-e-o-cuidado-integral-a-pessoa-com",
          time: "16h15 - 17h30",
          title: "Estomaterapia e o cuidado integral à pessoa com estomia",
          type: "palestra",
          speaker: "Dra. Simone Aragão Teixeira",
        },
        {
          id: "encerramento-e-premiacao-dos-trabalhos",
          time: "17h30 - 18h30",
          title: "Encerramento e premiação dos trabalhos científicos",
          type: "cerimônia",
        },
      ],
    },
  ],
  estetica: [
    {
      day: "Dia 1",
      date: day1,
      events: [
        {
          id: "credenciamento-e-entrega-de-materiais-2",
          time: "08h00 - 08h45",
          title: "Credenciamento e entrega de materiais",
          type: "intervalo",
        },
        {
          id: "cerimonia-de-abertura-do-2-congresso-brasileiro",
          time: "08h45 - 09h15",
          title: "Cerimônia de abertura do 2º Congresso Brasileiro de Enfermagem em Estética",
          type: "cerimônia",
        },
        {
          id: "enfermagem-estetica-no-brasil-regulamentacao-e",
          time: "09h15 - 10h00",
          title: "Enfermagem estética no Brasil: regulamentação e limites de atuação",
          type: "palestra",
          speaker: "Dra. Renata Figueiredo Lins",
        },
        {
          id: "coffee-break-e-visita-a-exposicao-2",
          time: "10h00 - 10h30",
          title: "Coffee break e visita à exposição",
          type: "intervalo",
        },
        {
          id: "seguranca-do-paciente-em-procedimentos",
          time: "10h30 - 12h00",
          title: "Segurança do paciente em procedimentos injetáveis",
          type: "mesa-redonda",
          moderator: "Dra. Renata Figueiredo Lins",
          talks: [
            {
              id: "anatomia-facial-aplicada-e-zonas-de-risco",
              title: "Anatomia facial aplicada e zonas de risco",
              speaker: "Enf. Bruno César Magalhães",
            },
            {
              id: "intercorrencias-com-preenchedores-reconhecimento",
              title: "Intercorrências com preenchedores: reconhecimento e manejo",
              speaker: "Dra. Camila Duarte Rezende",
            },
            {
              id: "biosseguranca-e-consentimento-informado",
              title: "Biossegurança e consentimento informado",
              speaker: "Enf. Larissa Menezes Queiroz",
            },
          ],
        },
        { id: "almoco-3", time: "12h00 - 13h30", title: "Almoço", type: "intervalo" },
        {
          id: "toxina-botulinica-avaliacao-planejamento-e",
          time: "13h30 - 15h00",
          title: "Toxina botulínica: avaliação, planejamento e marcação de pontos",
          type: "workshop",
          speakers: ["Dra. Camila Duarte Rezende", "Enf. Bruno César Magalhães"],
          room: "Sala 04",
        },
        {
          id: "bioestimuladores-de-colageno-indicacoes-e",
          time: "15h00 - 15h45",
          title: "Bioestimuladores de colágeno: indicações e evidências",
          type: "palestra",
          speaker: "Enf. Larissa Menezes Queiroz",
        },
        { id: "coffee-break-3", time: "15h45 - 16h15", title: "Coffee break", type: "intervalo" },
        {
          id: "empreendedorismo-na-enfermagem-estetica-do",
          time: "16h15 - 17h30",
          title: "Empreendedorismo na enfermagem estética: do consultório à clínica",
          type: "talk-show",
          speakers: ["Enf. Thiago Rocha Albuquerque", "Dra. Renata Figueiredo Lins"],
          moderator: "Enf. Larissa Menezes Queiroz",
        },
        {
          id: "skinboosters-e-hidratacao-injetavel-protocolos",
          time: "17h30 - 18h30",
          title: "Skinboosters e hidratação injetável: protocolos seguros",
          type: "palestra",
          speaker: "Dra. Camila Duarte Rezende",
        },
      ],
    },
    {
      day: "Dia 2",
      date: day2,
      events: [
        {
          id: "peelings-quimicos-selecao-de-agentes-e-cuidados",
          time: "08h00 - 09h00",
          title: "Peelings químicos: seleção de agentes e cuidados pós-procedimento",
          type: "palestra",
          speaker: "Enf. Priscila Gomes Valença",
        },
        {
          id: "microagulhamento-e-drug-delivery",
          time: "09h00 - 10h00",
          title: "Microagulhamento e drug delivery",
          type: "workshop",
          speakers: ["Enf. Priscila Gomes Valença"],
          room: "Sala 04",
        },
        {
          id: "coffee-break-e-sessao-de-e-posteres-2",
          time: "10h00 - 10h30",
          title: "Coffee break e sessão de e-pôsteres",
          type: "intervalo",
        },
        {
          id: "fios-de-pdo-tecnica-indicacoes-e-complicacoes",
          time: "10h30 - 12h00",
          title: "Fios de PDO: técnica, indicações e complicações",
          type: "curso",
          speaker: "Enf. Bruno César Magalhães",
          room: "Sala 05",
        },
        { id: "almoco-4", time: "12h00 - 13h30", title: "Almoço", type: "intervalo" },
        {
          id: "tecnologias-em-estetica-o-que-diz-a-evidencia",
          time: "13h30 - 15h00",
          title: "Tecnologias em estética: o que diz a evidência",
          type: "mesa-redonda",
          moderator: "Enf. Thiago Rocha Albuquerque",
          talks: [
            {
              id: "laser-e-luz-intensa-pulsada",
              title: "Laser e luz intensa pulsada",
              speaker: "Dra. Camila Duarte Rezende",
            },
            {
              id: "radiofrequencia-e-ultrassom-microfocado",
              title: "Radiofrequência e ultrassom microfocado",
              speaker: "Enf. Priscila Gomes Valença",
            },
            {
              id: "criolipolise-resultados-e-intercorrencias",
              title: "Criolipólise: resultados e intercorrências",
              speaker: "Enf. Thiago Rocha Albuquerque",
            },
          ],
        },
        {
          id: "melasma-e-hiperpigmentacoes-abordagem-integrada",
          time: "15h00 - 15h45",
          title: "Melasma e hiperpigmentações: abordagem integrada",
          type: "palestra",
          speaker: "Dra. Renata Figueiredo Lins",
        },
        { id: "coffee-break-4", time: "15h45 - 16h15", title: "Coffee break", type: "intervalo" },
        {
          id: "etica-publicidade-e-redes-sociais-na-enfermagem",
          time: "16h15 - 17h30",
          title: "Ética, publicidade e redes sociais na enfermagem estética",
          type: "talk-show",
          speakers: ["Enf. Larissa Menezes Queiroz", "Enf. Thiago Rocha Albuquerque"],
          moderator: "Dra. Renata Figueiredo Lins",
        },
        {
          id: "cerimonia-de-encerramento",
          time: "17h30 - 18h30",
          title: "Cerimônia de encerramento",
          type: "cerimônia",
        },
      ],
    },
  ],
};
