import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import type { EventFacts } from "~/content/event-facts-schema";
import { placeholderProgramme } from "~/content/placeholder-programme";
import { adminUserContext, configContext, databaseContext } from "~/context";
import { eventFactsMessages as messages } from "~/features/event-facts/event-facts-messages";
import { EventFactsOverview } from "~/features/event-facts/event-facts-overview";
import {
  type EventFactsResult,
  discardEditionDraft,
  getEditionDraft,
  getEventFacts,
  loadEventFactsOverview,
  publishEditionDraft,
  restoreEventFactsVersion,
  startNextEdition,
} from "~/features/event-facts/event-facts.server";
import { overviewActionSchema } from "~/features/event-facts/overview-schema";
import { listVersions, saveProgrammeVersion } from "~/features/programme/versions.server";
import { redirectWithToast } from "~/utils/flash.server";
import { reportError } from "~/utils/logger.server";
import type { Route } from "./+types/event";

export const meta: Route.MetaFunction = () => adminMeta("Dados do evento");

export function loader({ context }: Route.LoaderArgs) {
  return loadEventFactsOverview(context.get(databaseContext));
}

const statusOf: Record<Exclude<EventFactsResult, { ok: true }>["reason"], number> = {
  stale: 409,
  invalid: 400,
  "not-found": 404,
  "no-draft": 409,
};

/** The overview's writes; a published edition also empties the programme, not out yet. */
export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(databaseContext);
  const actor = context.get(adminUserContext).email;
  const parsed = overviewActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "Requisição inválida." }, { status: 400 });
  const input = parsed.data;
  let result: EventFactsResult;
  let message: string;
  let published: EventFacts | null = null;
  try {
    switch (input.intent) {
      case "restore":
        result = await restoreEventFactsVersion(db, input.id, actor);
        message = messages.restored;
        break;
      case "start-edition": {
        result = await startNextEdition(db, actor);
        const draft = result.ok ? await getEditionDraft(db) : null;
        message = messages.draftStarted(draft?.facts.event.edition ?? 0);
        break;
      }
      case "publish":
        result = await publishEditionDraft(db, { basedOnVersion: input.basedOnVersion, actor });
        published = result.ok ? await getEventFacts(db) : null;
        message = messages.published(published?.event.edition ?? 0);
        break;
      case "discard":
        result = await discardEditionDraft(db, actor);
        message = messages.discarded;
    }
  } catch (error) {
    reportError("Erro ao gravar os dados do evento:", error);
    return data({ error: messages.unexpected }, { status: 500 });
  }
  if (!result.ok) return data({ error: result.message }, { status: statusOf[result.reason] });
  const config = context.get(configContext);
  if (published) {
    const [newest] = await listVersions(db);
    const saved = await saveProgrammeVersion(db, {
      programme: placeholderProgramme(published),
      basedOnVersion: newest?.version ?? null,
      actor,
    });
    if (!saved.ok) {
      const notEmptied = `${message} ${messages.programmeNotEmptied}`;
      return redirectWithToast(config, request, "/admin/event", notEmptied, { type: "error" });
    }
  }
  return redirectWithToast(config, request, "/admin/event", message);
}

export default function EventFactsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EventFactsOverview {...loaderData} error={actionData?.error ?? null} />;
}
