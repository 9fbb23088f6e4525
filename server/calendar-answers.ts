import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { ContentVersionReader } from "~/context";
import type { Database } from "~/db/client.server";
import { readSharedIds } from "~/features/agenda/agenda-link";
import { getEventFacts } from "~/features/event-facts/event-facts.server";
import { ByteLru, type Coding, preferredCoding, sendCodedBody } from "./published-pages";
import {
  type CalendarData,
  agendaExport,
  currentCalendarData,
  exportResponse,
  sessionExport,
} from "~/features/schedule-exports/calendar-export.server";
import { MAX_URL_LENGTH } from "./request-pipeline";

// Calendars no page cache can hold (an unknown session's 404, an agenda's), answered before Express
// by the routes' own functions and kept, compressed, with the content version's calendar data.

/** The paths answered here, as React Router reads them when nothing in them is escaped. */
const SESSION_CALENDAR = /^\/programacao\/sessao\/([\w.~-]+)\.ics(?:\?|$)/;
const AGENDA_CALENDAR = /^\/minha-agenda\.ics(?:\?|$)/;

/** The bound of the kept answers of one content version: thousands of agendas. */
const ANSWER_CACHE_BYTES = 4 * 1024 * 1024;

/** As `compression` codes a body (its default gzip level, brotli quality 4). */
const encoders: Record<Coding, (body: Buffer) => Buffer> = {
  identity: (body) => body,
  gzip: (body) => gzipSync(body),
  br: (body) => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
};

async function prepareAnswer(response: Response) {
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: [...response.headers],
    // Each coding is added once a client asks for it; the size counts two at most.
    bodies: { identity: body } as Partial<Record<Coding, Buffer>>,
    size: 3 * body.length + 1024,
  };
}

export function createCalendarAnswers({
  db,
  contentVersion,
  publicUrl,
  setSiteHeaders,
}: {
  db: Database;
  contentVersion: ContentVersionReader;
  publicUrl: string | undefined;
  setSiteHeaders: (req: IncomingMessage, res: ServerResponse) => void;
}) {
  const origin = publicUrl ? new URL(publicUrl).origin : null;
  const answersOf = new WeakMap<CalendarData, ByteLru<Awaited<ReturnType<typeof prepareAnswer>>>>();
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? "";
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (url.length > MAX_URL_LENGTH) return false;
    const session = SESSION_CALENDAR.exec(url);
    if (!session && !AGENDA_CALENDAR.test(url)) return false;

    const data = await currentCalendarData(db, contentVersion, getEventFacts);
    const ids = session ? null : readSharedIds(new URL(url, "http://localhost").searchParams);
    const answer = session ? sessionExport(session[1]!, data) : agendaExport(ids, data);
    const refused = "message" in answer;
    // A session's calendar is published like a page (request-pipeline.ts); without the site's
    // address, an agenda's links come from the request's, as the app reads it.
    if (!refused && (session || !origin)) return false;

    // Refusals by their message (any number of unknown ids share one), agendas by their ids.
    const key = refused ? answer.message : ids!.join(",");
    let answers = answersOf.get(data);
    if (!answers) answersOf.set(data, (answers = new ByteLru(ANSWER_CACHE_BYTES)));
    let prepared = answers.get(key);
    if (!prepared) {
      // (A refusal has no links: it needs no origin.)
      prepared = await prepareAnswer(exportResponse(answer, data, origin ?? ""));
      answers.set(key, prepared);
    }

    setSiteHeaders(req, res);
    for (const [name, value] of prepared.headers) res.setHeader(name, value);
    res.setHeader("Vary", "Accept-Encoding");
    const coding = preferredCoding(req.headers["accept-encoding"]);
    const body = (prepared.bodies[coding] ??= encoders[coding](prepared.bodies.identity!));
    sendCodedBody(req, res, prepared.status, body, coding);
    return true;
  };
}
