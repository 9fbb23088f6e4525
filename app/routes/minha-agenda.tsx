import { databaseContext } from "~/context";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import { AgendaPage } from "~/features/agenda/agenda-page";
import { getCurrentProgramme } from "~/features/programme/programme.server";
import { listProgrammeSessions } from "~/features/programme/programme-sessions";
import { framedPageMeta } from "~/lib/meta";
import type { Route } from "./+types/minha-agenda";

export const meta: Route.MetaFunction = framedPageMeta({
  title: "Minha agenda",
  description:
    "As sessões do congresso que você escolheu, por dia e horário, com os conflitos de horário e um link para compartilhar. Guardada no seu navegador, sem cadastro.",
});

/** The programme, flat: the server draws a shared agenda (`?sessoes=`), the browser your own. */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const [programme, facts] = await Promise.all([
    getCurrentProgramme(db),
    requestEventFacts(context),
  ]);
  return { sessions: listProgrammeSessions(programme, facts) };
}

export default function MinhaAgenda({ loaderData }: Route.ComponentProps) {
  return <AgendaPage sessions={loaderData.sessions} />;
}
