import { data, redirect } from "react-router";
import { databaseContext } from "~/context";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import {
  archivedProgramme,
  EditionArchivePage,
  editionArchiveTitle,
  readEditionParam,
} from "~/features/programme/edition-archive";
import { pageMeta } from "~/lib/meta";
import { loadEditionArchive } from "./edition-archive.server";
import type { Route } from "./+types/edicoes-programacao";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { edition, year, city } = loaderData;
  return pageMeta(
    matches[1].loaderData?.facts,
    editionArchiveTitle(edition, year),
    `A programação da ${edition}ª edição do congresso, em ${city}, ${year}: cursos, palestras e mesas-redondas como foram publicados.`,
  );
};

/** A past edition's last published programme; the current edition's is /programacao. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const edition = readEditionParam(params.edicao);
  // The frame's error boundary draws the site's 404 page.
  if (edition === null) throw data(null, { status: 404 });
  if (edition === (await requestEventFacts(context)).event.edition) {
    throw redirect("/programacao");
  }
  const archive = await loadEditionArchive(context.get(databaseContext), edition);
  if (!archive) throw data(null, { status: 404 });
  return archivedProgramme(archive.programme, archive.facts);
}

export default function EdicoesProgramacao({ loaderData }: Route.ComponentProps) {
  return <EditionArchivePage {...loaderData} />;
}
