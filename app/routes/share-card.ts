import { redirect } from "react-router";
import { CONGRESS_KEYS } from "~/content/programme-keys";
import { contentVersionContext, databaseContext } from "~/context";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import { getCurrentProgramme } from "~/features/programme/programme.server";
import { findSession, sessionPeople } from "~/features/programme/session-lookup";
import type { ShareCard } from "~/features/seo/share-card";
import { shareCardImage, shareCardResponse } from "~/features/seo/share-card.server";
import { PREVIEW_IMAGE_PATH } from "~/features/seo/site-url";
import { eventPeriod } from "~/lib/event-format";
import { programmeTabLabels, sessionRoom } from "~/lib/programme-tabs";
import type { Route } from "./+types/share-card";

/** A link preview's card (1200×630 JPEG) of a session or the programme; else the site's own. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const facts = await requestEventFacts(context);
  const footer = facts.event.name;
  const labels = programmeTabLabels(facts.event);
  let card: ShareCard | null = null;
  if (params.id !== undefined) {
    const place = findSession(await getCurrentProgramme(db), params.id, facts);
    if (place && place.event.time) {
      const { congressLabel, day, event, talk } = place;
      card = {
        kicker: congressLabel,
        title: talk?.title ?? event.title,
        details: [
          [day.date, event.time].filter(Boolean).join(" · "),
          sessionRoom(event.room, congressLabel),
          sessionPeople(place),
        ].filter(Boolean),
        footer,
      };
    }
  } else {
    const congress = CONGRESS_KEYS.find((key) => key === params.congresso);
    if (params.congresso === undefined || congress) {
      card = {
        kicker: congress ? labels[congress] : "Cursos pré-congresso e congressos",
        title: congress ? "Programação" : "Programação completa",
        details: [`${eventPeriod(facts.event)} · ${facts.event.city}, ${facts.event.stateCode}`],
        footer,
      };
    }
  }
  if (!card) return redirect(PREVIEW_IMAGE_PATH);
  const key = new URL(request.url).pathname;
  return shareCardResponse(await shareCardImage(card, key, context.get(contentVersionContext)));
}
