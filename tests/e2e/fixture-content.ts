import { rmSync } from "node:fs";
import { openDatabase } from "~/db/client.server";
import { programmeVersions, speakers, sponsors } from "~/db/schema";
import { seedDefaults } from "~/db/seed.server";
import { type Programme, toProgrammeData } from "~/content/programme-schema";

export const fixtureSpeakers = [
  {
    name: "Ana Beatriz Souza",
    role: "Enfermeira estomaterapeuta",
    bio: "Especialista em feridas complexas, com vinte anos de experiência em atenção hospitalar e domiciliar. Coordena programas de prevenção de lesões por pressão e forma equipes em todo o Nordeste, onde também orienta residentes.",
    imageUrl: "/images/speaker-placeholder.webp",
  },
  {
    name: "Carlos Eduardo Menezes",
    role: "Doutor em Enfermagem",
    bio: "Pesquisador em segurança do paciente.",
    imageUrl: "/nao-existe.webp",
  },
  {
    name: "Beatriz Nogueira",
    role: "Enfermeira dermatológica",
    bio: "Atua em estética avançada.",
    imageUrl: null,
  },
  { name: "Daniela Rocha", role: "Docente", bio: "Professora de semiologia.", imageUrl: null },
];

/** Out of order on purpose: the timeline must sort it, with the untimed event first. */
export const fixtureProgramme: Programme = {
  feridas: [
    {
      day: "Dia 1",
      events: [
        {
          time: "14h00 - 15h00",
          title: "Mesa de casos clínicos",
          type: "mesa-redonda",
          moderator: "Daniela Rocha",
          talks: [{ title: "Pé diabético na atenção básica", speaker: "Ana Beatriz Souza" }],
        },
        { time: "08:30", title: "Abertura oficial", type: "cerimônia" },
        { time: "", title: "Credenciamento contínuo", type: "intervalo" },
        {
          time: "10h30 - 11h30",
          title: "Coberturas inteligentes",
          type: "palestra",
          speaker: "Ana Beatriz Souza",
        },
      ],
    },
    { day: "Dia 2", events: [] },
  ],
};

/** Writes the fixture database in `dataDir`, before the server that will own it starts. */
export async function writeFixtureContent(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase({ dataDir });
  try {
    await seedDefaults(database.db, Date.now() - 60_000);
    await database.db.delete(sponsors);
    await database.db.insert(speakers).values(fixtureSpeakers);
    const version = Date.now();
    await database.db
      .insert(programmeVersions)
      .values({ version, data: toProgrammeData(fixtureProgramme, version), createdBy: "testes" });
  } finally {
    await database.close();
  }
}
