import { data, redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { placeholderProgramme } from "~/content/placeholder-programme";
import { adminUserContext, configContext, databaseContext } from "~/context";
import { eventFactsMessages } from "~/features/event-facts/event-facts-messages";
import { EventFactsOverview } from "~/features/event-facts/event-facts-overview";
import {
  handleOverviewAction,
  loadEventFactsOverview,
} from "~/features/event-facts/overview.server";
import { listVersions, saveProgrammeVersion } from "~/features/programme/versions.server";
import { serializeFlash } from "~/utils/flash.server";
import type { Route } from "./+types/event";

export const meta: Route.MetaFunction = () => adminMeta("Dados do evento");

export function loader({ context }: Route.LoaderArgs) {
  return loadEventFactsOverview(context.get(databaseContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(databaseContext);
  const actor = context.get(adminUserContext).email;
  const outcome = await handleOverviewAction(db, actor, await request.formData());
  if (!outcome.ok) {
    return data({ error: outcome.message }, { status: outcome.status });
  }
  let flash = { type: "success" as "success" | "error", message: outcome.message };
  if (outcome.published) {
    // A new edition's programme is not out yet: each congress day says so until it is edited.
    const [newest] = await listVersions(db);
    const saved = await saveProgrammeVersion(db, {
      programme: placeholderProgramme(outcome.published),
      basedOnVersion: newest?.version ?? null,
      actor,
    });
    if (!saved.ok) {
      flash = {
        type: "error",
        message: `${outcome.message} ${eventFactsMessages.programmeNotEmptied}`,
      };
    }
  }
  const cookie = await serializeFlash(context.get(configContext), flash, request);
  return redirect("/admin/event", { headers: { "Set-Cookie": cookie } });
}

export default function EventFactsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EventFactsOverview {...loaderData} error={actionData?.error ?? null} />;
}
