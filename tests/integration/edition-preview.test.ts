// The next edition's preview, in process: the public frame's middleware and the loaders of the
// root, the frame and the programme run as React Router runs them for one request (the
// middleware first, then the loaders on one context), over a real admin session and draft.
import { RouterContextProvider } from "react-router";
import { expect } from "vitest";
import { loadConfig } from "~/config.server";
import { isComingSoon, placeholderProgramme } from "~/content/placeholder-programme";
import type { Programme } from "~/content/programme-schema";
import { configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { eventPhase } from "~/lib/event-phase";
import { adminUsers } from "~/db/schema";
import { seedDefaults } from "~/db/seed.server";
import { createSession, serializeSessionCookie } from "~/features/auth/session.server";
import {
  discardEditionDraft,
  getEditionDraft,
  publishEditionDraft,
  requestEventFacts,
  startNextEdition,
} from "~/features/event-facts/event-facts.server";
import {
  PREVIEW_CACHE_CONTROL,
  PREVIEW_COOKIE,
  switchPreview,
} from "~/features/event-facts/preview.server";
import { getCurrentProgramme } from "~/features/programme/programme.server";
import { loader as rootLoader } from "~/root";
import { loader as programmeLoader } from "~/routes/programacao";
import { loader as frameLoader, middleware } from "~/routes/site-layout";
import { hasPersonalCookie, isShareableAnswer } from "~server/published-pages";
import { databaseTest } from "~tests/support/databases";

const config = loadConfig({});
const actor = "organizacao@congresso.test";
const site = "http://congresso.test";

function contextFor(db: Database) {
  const context = new RouterContextProvider();
  context.set(databaseContext, db);
  context.set(configContext, config);
  return context;
}

/** `name=value` of a Set-Cookie line. */
const pair = (line: string) => line.split(";")[0]!;

/** An organiser's session cookie, as the login sets it. */
async function signIn(db: Database) {
  const [user] = await db
    .insert(adminUsers)
    .values({ email: actor, passwordHash: "x" })
    .returning({ id: adminUsers.id });
  const token = await createSession(db, user!.id);
  return pair(await serializeSessionCookie(new Request(site), config, token));
}

/** The preview switch's answer to a form sent with `cookies`. */
async function switchTo(db: Database, fields: Record<string, string>, cookies: string[] = []) {
  const request = new Request(`${site}/admin/preview`, {
    method: "POST",
    headers: { Cookie: cookies.join("; ") },
    body: new URLSearchParams(fields),
  });
  return switchPreview({ request, context: contextFor(db) });
}

/** The preview cookie as 'Pré-visualizar no site' sets it. */
async function previewCookie(db: Database) {
  const response = await switchTo(db, { intent: "start" });
  return pair(response.headers.get("Set-Cookie")!);
}

/**
 * One GET of `/programacao` as React Router answers it: the frame's middleware around the root's,
 * the frame's and the page's loaders, all on the request's one context.
 */
async function visit(db: Database, cookies: string[] = []) {
  const context = contextFor(db);
  const request = new Request(`${site}/programacao`, {
    headers: cookies.length ? { Cookie: cookies.join("; ") } : {},
  });
  const args = { request, context, params: {}, pattern: "/programacao" } as never;
  let loaded!: {
    root: Awaited<ReturnType<typeof rootLoader>>;
    frame: Awaited<ReturnType<typeof frameLoader>>;
    page: Awaited<ReturnType<typeof programmeLoader>>;
  };
  const response = await middleware[0]!(args, async () => {
    const [root, frame, page] = await Promise.all([
      rootLoader(args),
      frameLoader(args),
      programmeLoader(args),
    ]);
    loaded = { root, frame, page };
    expect(requestEventFacts(context)).toBe(requestEventFacts(context));
    return new Response("<!doctype html>", {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  });
  return { ...loaded, response: response as Response, cookieHeader: request.headers.get("Cookie") };
}

const events = (programme: Programme) =>
  [programme.nursing, programme.feridas, programme.estetica].flatMap((days) =>
    (days ?? []).flatMap((day) => day.events),
  );

databaseTest(
  "the public site shows the draft only to a signed-in organiser who asked for it, and that answer is never shared",
  async ({ db }) => {
    await seedDefaults(db);
    const session = await signIn(db);
    expect((await startNextEdition(db, actor)).ok).toBe(true);
    const preview = await previewCookie(db);
    const publishedProgramme = await getCurrentProgramme(db);
    expect(events(publishedProgramme).every(isComingSoon)).toBe(false);

    for (const cookies of [[], [preview], [session], [preview, "__session=desconhecida"]]) {
      const anyone = await visit(db, cookies);
      expect(anyone.frame.facts.event.edition, cookies.join("; ")).toBe(15);
      expect(anyone.frame.preview).toBeNull();
      expect(anyone.root.eventName).toBe(anyone.frame.facts.event.name);
      expect(anyone.page.programme).toEqual(publishedProgramme);
      expect(anyone.response.headers.get("Cache-Control")).toBeNull();
    }

    const organiser = await visit(db, [session, preview]);
    expect(organiser.frame.preview).toBe("Pré-visualização da 16ª edição — não publicada");
    expect(organiser.frame.facts.event.edition).toBe(16);
    const { facts: draftFacts } = (await getEditionDraft(db))!;
    expect(organiser.frame.facts).toEqual(draftFacts);
    expect(organiser.root.eventName).toBe(organiser.frame.facts.event.name);
    expect(organiser.frame.phase.stage).toBe(eventPhase(draftFacts, new Date()).stage);
    // The draft edition's programme is not out yet: every congress day says so.
    expect(organiser.page.programme).toEqual(placeholderProgramme(draftFacts));
    expect(events(organiser.page.programme).every(isComingSoon)).toBe(true);
    expect(organiser.page.lastSaved).toBeNull();
    // Never stored: the request is personal, and the answer private.
    expect(organiser.response.headers.get("Cache-Control")).toBe(PREVIEW_CACHE_CONTROL);
    expect(hasPersonalCookie(organiser.cookieHeader ?? undefined)).toBe(true);
    expect(isShareableAnswer(200, organiser.response.headers)).toBe(false);

    // An anonymous visit right after still sees the published edition.
    expect((await visit(db)).frame.facts.event.edition).toBe(15);

    // Without a draft the cookie does nothing: discarded, then published.
    await discardEditionDraft(db, actor);
    const noDraft = await visit(db, [session, preview]);
    expect(noDraft.frame).toMatchObject({ preview: null, facts: { event: { edition: 15 } } });
    expect(noDraft.response.headers.get("Cache-Control")).toBeNull();
    await startNextEdition(db, actor);
    const draft = (await getEditionDraft(db))!;
    await publishEditionDraft(db, { basedOnVersion: draft.version, actor });
    const published = await visit(db, [session, preview]);
    expect(published.frame).toMatchObject({ preview: null, facts: { event: { edition: 16 } } });
  },
);

databaseTest(
  "'Pré-visualizar no site' sets a session cookie for the whole site while a draft exists; 'Sair' clears it",
  async ({ db }) => {
    await seedDefaults(db);
    const refused = await switchTo(db, { intent: "start" });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/admin/event");
    expect(refused.headers.get("Set-Cookie")).toMatch(/^__flash=/);

    await startNextEdition(db, actor);
    const started = await switchTo(db, { intent: "start" });
    expect(started.status).toBe(302);
    expect(started.headers.get("Location")).toBe("/");
    const cookie = started.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=[^;]+; Path=/; HttpOnly; SameSite=Lax$`));

    const toPage = await switchTo(db, { intent: "start", to: "/programacao?congresso=cursos" });
    expect(toPage.headers.get("Location")).toBe("/programacao?congresso=cursos");
    for (const to of ["//outro.test/", "/\\outro.test", "/admin/event", "https://outro.test/"]) {
      expect((await switchTo(db, { intent: "start", to })).status, to).toBe(400);
    }

    const stopped = await switchTo(db, { intent: "stop" }, [pair(cookie)]);
    expect(stopped.status).toBe(302);
    expect(stopped.headers.get("Location")).toBe("/admin/event");
    expect(stopped.headers.get("Set-Cookie")).toMatch(
      new RegExp(`^${PREVIEW_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax$`),
    );
  },
);
