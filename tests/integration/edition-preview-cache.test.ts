// The next edition's preview through the production server and its published-page cache: an
// organiser's preview answers are private and never stored, so the anonymous visitors who come
// after (and a preview cookie without a session) still get the published edition.
import { afterAll, beforeAll, expect, test } from "vitest";
import { PREVIEW_CACHE_CONTROL, PREVIEW_COOKIE } from "~/features/event-facts/preview.server";
import { PUBLIC_CACHE_CONTROL } from "~server/published-pages";
import { type BuiltSite, startBuiltSite } from "~tests/support/built-site";

const admin = { email: "previa@congresso.test", password: "senha-da-previa-123" };
let site: BuiltSite;

beforeAll(async () => {
  site = await startBuiltSite({ admin });
}, 180_000);

afterAll(() => site?.close());

const send: BuiltSite["send"] = (url, init) => site.send(url, init);

/** The `name=value` of the cookie `name` a response sets. */
function setCookie(response: Response, name: string) {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  expect(line, name).toBeDefined();
  return line!.split(";")[0]!;
}

const post = (url: string, cookies: string[], fields: Record<string, string>) =>
  send(url, { method: "POST", cookies, body: new URLSearchParams(fields) });

const banner = (edition: number) => `Pré-visualização da ${edition}ª edição — não publicada`;
const congress = (edition: number) => `${edition}º Congresso Nacional de Enfermagem`;

async function page(url: string, cookies: string[] = []) {
  const response = await send(url, { cookies });
  expect(response.status, url).toBe(200);
  return {
    html: await response.text(),
    cacheControl: response.headers.get("Cache-Control"),
    etag: response.headers.get("ETag"),
  };
}

test("an organiser previews the 16th edition on every page while anonymous visitors, before and after, get the 15th", async () => {
  const login = await post("/admin/login", [], admin);
  expect(login.status).toBe(302);
  const session = setCookie(login, "__session");

  // Before any draft the switch refuses and the site stays as it is.
  const refused = await post("/admin/preview", [session], { intent: "start" });
  expect(refused.headers.get("Location")).toBe("/admin/event");

  const started = await post("/admin/event", [session], { intent: "start-edition" });
  expect(started.status).toBe(302);
  const switched = await post("/admin/preview", [session], { intent: "start" });
  expect(switched.status).toBe(302);
  expect(switched.headers.get("Location")).toBe("/");
  const preview = setCookie(switched, PREVIEW_COOKIE);

  // The organiser's requests come first, so a stored copy of them would be what others get.
  for (const url of ["/", "/sobre", "/programacao", "/certificados"]) {
    const shown = await page(url, [session, preview]);
    expect(shown.html, url).toContain(banner(16));
    expect(shown.html, url).toContain("Sair da pré-visualização");
    expect(shown.cacheControl, url).toBe(PREVIEW_CACHE_CONTROL);
    expect(shown.etag, url).toBeNull();
  }
  expect((await page("/", [session, preview])).html).toContain(congress(16));
  // The draft edition has no sessions yet; the published one has.
  const feridas = "/programacao?congresso=feridas";
  expect((await page(feridas, [session, preview])).html).not.toContain(
    "Fisiologia da cicatrização",
  );
  expect((await page(feridas)).html).toContain("Fisiologia da cicatrização");

  for (const cookies of [[], [preview]]) {
    for (const url of ["/", "/sobre", "/programacao", "/certificados"]) {
      const published = await page(url, cookies);
      expect(published.html, url).not.toContain("Pré-visualização da");
      expect(published.cacheControl, url).toBe(PUBLIC_CACHE_CONTROL);
    }
    const home = await page("/", cookies);
    expect(home.html).toContain(congress(15));
    expect(home.html).not.toContain(congress(16));
  }

  // Once the published copy is stored, the organiser still gets the preview, not the copy.
  expect((await page("/", [session, preview])).html).toContain(banner(16));

  // Signed in without the preview: the published edition, as before.
  expect((await page("/", [session])).html).not.toContain("Pré-visualização da");

  const left = await post("/admin/preview", [session, preview], { intent: "stop" });
  expect(left.status).toBe(302);
  expect(left.headers.get("Location")).toBe("/admin/event");
  const cleared = setCookie(left, PREVIEW_COOKIE);
  expect(cleared).toBe(`${PREVIEW_COOKIE}=`);
  const after = await page("/", [session, cleared]);
  expect(after.html).not.toContain("Pré-visualização da");
  expect(after.html).toContain(congress(15));
});
