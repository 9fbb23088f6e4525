// Route-level tests: real requests through the production server build (Express, the request
// pipeline and React Router's request handler over the route modules), on a fresh embedded
// database of their own. Here the admin guard, the flash cookie and the status codes meet.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { authMessages } from "~/features/auth/auth-schema";
import { eventFactsMessages } from "~/features/event-facts/event-facts-messages";
import { versionMessages } from "~/features/programme/versions-messages";
import { requestMessages } from "~server/request-limits";
import { sponsorMessages } from "~/features/sponsors/sponsor-editor-schema";
import { IMAGE_URL_PATTERN, MAX_IMAGE_BYTES, mediaMessages } from "~/lib/media-rules";
import { adminPaths } from "~tests/e2e/public-routes";
import { type BuiltSite, startBuiltSite } from "~tests/support/built-site";

const admin = { email: "rotas@congresso.test", password: "senha-das-rotas-123" };
let site: BuiltSite;

beforeAll(async () => {
  site = await startBuiltSite({ admin, app: true });
}, 180_000);

afterAll(() => site?.close());

const send: BuiltSite["send"] = (url, init) => site.send(url, init);

/** Rows of a table, counted in the server's own database. */
async function countRows(table: string) {
  const { rows } = (await site.database.db.execute(
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  )) as { rows: { count: number }[] };
  return rows[0]!.count;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** The `name=value` pairs a response sets, keyed by name, with their attributes. */
function setCookies(response: Response) {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => [line.split("=")[0]!, line] as const),
  );
}

const pair = (line: string) => line.split(";")[0]!;

async function logIn() {
  const response = await send("/admin/login", {
    method: "POST",
    body: form({ email: admin.email, password: admin.password }),
  });
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/admin/dashboard");
  return setCookies(response);
}

test("every admin page refuses an anonymous visitor with the guard's redirect", async () => {
  for (const url of ["/admin", "/admin/inbox.csv", ...adminPaths]) {
    const response = await send(url);
    expect(response.status, url).toBe(302);
    expect(response.headers.get("Location"), url).toBe("/admin/login?motivo=restrito");
  }
  const login = await send("/admin/login?motivo=restrito");
  expect(login.status).toBe(200);
  expect(await login.text()).toContain(authMessages.restricted);
});

test("an anonymous write to an admin action is refused with 401 before it runs", async () => {
  const response = await send("/admin/speakers", {
    method: "POST",
    body: form({ intent: "save", name: "Invasor", role: "Cargo", bio: "Bio" }),
  });
  expect(response.status).toBe(401);
  expect(await response.text()).toContain(authMessages.unauthenticated);
});

test("the flash cookie is set by a login and a save, read once and then cleared", async () => {
  const cookies = await logIn();
  const session = Object.entries(cookies).find(([name]) => !/flash/.test(name));
  expect(session, "cookie de sessão").toBeDefined();
  expect(cookies.__flash).toMatch(/^__flash=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);

  // The dashboard shows the toast once and clears the cookie in the same answer.
  const withToast = await send("/admin/dashboard", {
    cookies: [pair(session![1]), pair(cookies.__flash!)],
  });
  expect(withToast.status).toBe(200);
  expect(await withToast.text()).toContain(authMessages.loginSuccess);
  expect(setCookies(withToast).__flash).toMatch(/^__flash=; Max-Age=0;/);
  const without = await send("/admin/dashboard", { cookies: [pair(session![1])] });
  expect(await without.text()).not.toContain(authMessages.loginSuccess);
  expect(setCookies(without).__flash).toBeUndefined();

  // A save redirects with its own toast.
  const saved = await send("/admin/speakers", {
    method: "POST",
    cookies: [pair(session![1])],
    body: form({ intent: "save", name: "Ana das Rotas", role: "Enfermeira", bio: "Uma bio." }),
  });
  expect(saved.status).toBe(302);
  // The editor then shows the saved speaker, so a second press cannot create it again.
  expect(saved.headers.get("Location")).toMatch(/^\/admin\/speakers\?editar=[0-9a-f-]{36}$/);
  const toast = setCookies(saved).__flash!;
  const page = await send("/admin/speakers", { cookies: [pair(session![1]), pair(toast)] });
  expect(await page.text()).toContain("Palestrante salvo com sucesso!");
  expect(setCookies(page).__flash).toMatch(/^__flash=; Max-Age=0;/);

  // A forged (unsigned) toast is ignored, and cleared all the same.
  const forged = await send("/admin/dashboard", {
    cookies: [pair(session![1]), "__flash=eyJ0eXBlIjoic3VjY2VzcyIsIm1lc3NhZ2UiOiJGYWxzbyJ9"],
  });
  expect(await forged.text()).not.toContain("Falso");
});

test("an unknown page answers 404 with the not-found page", async () => {
  for (const url of ["/nao-existe", "/admin-nao-existe/x"]) {
    const response = await send(url);
    expect(response.status, url).toBe(404);
    expect(await response.text(), url).toContain("Oops! Page not found");
  }
});

test("a bad action body answers 400 with the Portuguese message, never 500", async () => {
  const contact = await send("/contato", {
    method: "POST",
    body: form({ "form-name": "contact", name: "A" }),
  });
  expect(contact.status).toBe(400);
  expect(await contact.text()).toContain("O nome precisa ter pelo menos 2 caracteres.");

  const session = Object.entries(await logIn())
    .filter(([name]) => !/flash/.test(name))
    .map(([, line]) => pair(line));
  const refusals: [string, Record<string, string>, string][] = [
    [
      "/admin/program",
      { intent: "save", programme: "{não é json", basedOnVersion: "" },
      versionMessages.saveError(versionMessages.invalid),
    ],
    ["/admin/program", { intent: "qualquer" }, "Requisição inválida."],
    ["/admin/speakers", { intent: "save", name: "", role: "", bio: "" }, "Nome é obrigatório"],
    [
      "/admin/sponsors",
      { sponsors: "não é uma lista", revision: "0" },
      sponsorMessages.saveError(sponsorMessages.invalid),
    ],
    ["/admin/about-congress", { title: "", edition: "" }, "Título é obrigatório"],
  ];
  for (const [url, fields, message] of refusals) {
    const response = await send(url, { method: "POST", cookies: session, body: form(fields) });
    expect(response.status, url).toBe(400);
    // Only whether the message is there: a failure should not print the whole page.
    expect((await response.text()).includes(message), `${url}: ${message}`).toBe(true);
  }
});

test("'Dados do evento': hostile or impossible writes answer 4xx in Portuguese, never 500", async () => {
  const session = Object.entries(await logIn())
    .filter(([name]) => !/flash/.test(name))
    .map(([, line]) => pair(line));
  const post = (fields: Record<string, string>) =>
    send("/admin/event", { method: "POST", cookies: session, body: form(fields) });
  const refusals: [Record<string, string>, number, string][] = [
    [{ intent: "qualquer" }, 400, "Requisição inválida."],
    [{ intent: "publish", basedOnVersion: "abc" }, 400, "Requisição inválida."],
    [{ intent: "publish", basedOnVersion: "99999999999999999999" }, 400, "Requisição inválida."],
    [{ intent: "publish", basedOnVersion: "1" }, 409, eventFactsMessages.noDraft],
    [{ intent: "discard" }, 409, eventFactsMessages.noDraft],
    [{ intent: "restore", id: "' or 1=1 --" }, 404, eventFactsMessages.notFound],
  ];
  for (const [fields, status, message] of refusals) {
    const response = await post(fields);
    expect(response.status, JSON.stringify(fields)).toBe(status);
    expect((await response.text()).includes(message), message).toBe(true);
  }

  const started = await post({ intent: "start-edition" });
  expect(started.status).toBe(302);
  expect(started.headers.get("Location")).toBe("/admin/event");
  const again = await post({ intent: "start-edition" });
  expect(again.status).toBe(400);
  expect((await again.text()).includes(eventFactsMessages.draftExists)).toBe(true);
  // The page asks before publishing, without JavaScript too.
  const asking = await send("/admin/event?confirmar=publish", { cookies: session });
  expect(await asking.text()).toContain("Publicar a nova edição?");
  expect((await post({ intent: "discard" })).status).toBe(302);
});

test("a stored text holding a script is shown as text, and the page's policy could not run it anyway", async () => {
  const session = Object.entries(await logIn())
    .filter(([name]) => !/flash/.test(name))
    .map(([, line]) => pair(line));
  const script = "window.__stored = 1";
  const saved = await send("/admin/speakers", {
    method: "POST",
    cookies: session,
    body: form({
      intent: "save",
      name: `Ana</script><script>${script}</script>`,
      role: "Enfermeira",
      bio: `<script>${script}</script>`,
    }),
  });
  expect(saved.status).toBe(302);

  const page = await send("/");
  const html = await page.text();
  expect(html).toContain("Ana&lt;/script&gt;&lt;script&gt;");
  expect(html).not.toContain(`<script>${script}`);
  // The policy names one nonce, made for this render; no script is allowed for what it says.
  const scriptSrc = /script-src ([^;]+)/.exec(page.headers.get("Content-Security-Policy") ?? "");
  const [self, nonce, ...others] = scriptSrc?.[1]?.split(" ") ?? [];
  expect([self, others]).toEqual(["'self'", []]);
  expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{24}'$/);
  const runnable = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => attributes!)
    .filter((attributes) => !/\ssrc=|application\/ld\+json/.test(attributes));
  expect(runnable.length).toBeGreaterThan(0);
  for (const attributes of runnable) {
    expect(`'nonce-${/\snonce="([^"]*)"/.exec(attributes)?.[1]}'`).toBe(nonce);
  }
  // Another render of a page gets another nonce.
  const other = await send("/admin/login");
  expect(other.headers.get("Content-Security-Policy")).not.toContain(nonce);
});

test("a write to the admin area spelt in capitals still refreshes the published pages", async () => {
  const session = Object.entries(await logIn())
    .filter(([name]) => !/flash/.test(name))
    .map(([, line]) => pair(line));
  expect(await (await send("/")).text()).not.toContain("Zélia Caixa Alta");
  const saved = await send("/ADMIN/Speakers", {
    method: "POST",
    cookies: session,
    body: form({ intent: "save", name: "Zélia Caixa Alta", role: "Enfermeira", bio: "Uma bio." }),
  });
  expect(saved.status).toBe(302);
  expect(await (await send("/")).text()).toContain("Zélia Caixa Alta");
  // The login page, in any spelling, is never kept as a published page.
  for (const url of ["/ADMIN/login", "/%61dmin/login"]) {
    expect((await send(url)).headers.get("Cache-Control"), url).toBe("no-store");
  }
});

test("an upload without a session is refused with 401 and stores nothing", async () => {
  const body = new FormData();
  body.set("purpose", "speaker");
  body.set(
    "file",
    new File([Uint8Array.of(0x89, 0x50, 0x4e, 0x47)], "x.png", { type: "image/png" }),
  );
  const response = await send("/admin/media", { method: "POST", body });
  expect(response.status).toBe(401);
  expect(await response.text()).toBe(authMessages.unauthenticated);
  expect(await countRows("media")).toBe(0);
});

test("a form body that is too large, streamed or not, or not a form, is refused at the edge", async () => {
  const contact = (body: BodyInit, headers: Record<string, string> = {}) =>
    send("/contato", { method: "POST", body, headers, duplex: "half" } as RequestInit);
  const big = form({ "form-name": "contact", name: "a".repeat(2 * 1024 * 1024) });
  const declared = await contact(big);
  expect(declared.status).toBe(413);
  expect(await declared.text()).toBe(requestMessages.tooLarge);
  // No Content-Length (chunked): the reader stops at the cap.
  const chunks = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(4096).fill(97));
      controller.close();
    },
  });
  const streamed = await contact(chunks, {
    "Content-Type": "application/x-www-form-urlencoded",
  });
  expect(streamed.status).toBe(413);
  const json = await contact('{"name":"Maria"}', { "Content-Type": "application/json" });
  expect(json.status).toBe(415);
  expect(await json.text()).toBe(requestMessages.notAForm);
  expect(await countRows("contact_messages")).toBe(0);

  const session = Object.entries(await logIn())
    .filter(([name]) => !/flash/.test(name))
    .map(([, line]) => pair(line));
  const upload = new FormData();
  upload.set("purpose", "speaker");
  upload.set("file", new File([new Uint8Array(3 * 1024 * 1024)], "x.png", { type: "image/png" }));
  const tooBig = await send("/admin/media", { method: "POST", cookies: session, body: upload });
  expect(tooBig.status).toBe(413);
  expect(await tooBig.json()).toEqual({ error: mediaMessages.tooLarge });
  expect(await countRows("media")).toBe(0);
});

test("an image upload answers its URL; a file over 2 MB or a form it cannot read stores nothing", async () => {
  const session = Object.entries(await logIn())
    .filter(([name]) => !/flash/.test(name))
    .map(([, line]) => pair(line));
  const upload = (body: BodyInit, headers: Record<string, string> = {}) =>
    send("/admin/media", { method: "POST", cookies: session, body, headers });
  const image = (bytes: Uint8Array<ArrayBuffer>, extra: Record<string, string> = {}) => {
    const body = new FormData();
    body.set("purpose", "speaker");
    body.set("file", new File([bytes], "foto.png", { type: "image/png" }));
    for (const [name, value] of Object.entries(extra)) body.set(name, value);
    return body;
  };
  const before = await countRows("media");
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  const stored = await upload(image(new Uint8Array(png)));
  expect(stored.status).toBe(200);
  const { url } = (await stored.json()) as { url: string };
  expect(url).toMatch(IMAGE_URL_PATTERN);
  expect((await send(url)).headers.get("Content-Type")).toBe("image/webp");

  // Within the edge's allowance for the envelope, so the parser itself refuses it.
  const tooBig = await upload(image(new Uint8Array(MAX_IMAGE_BYTES + 1)));
  expect(tooBig.status).toBe(413);
  expect(await tooBig.json()).toEqual({ error: mediaMessages.tooLarge });
  const extraField = await upload(image(new Uint8Array(png), { legenda: "a mais" }));
  expect(extraField.status).toBe(400);
  expect(await extraField.json()).toEqual({ error: mediaMessages.missingFile });
  const wrongBoundary = await upload(
    '--outra\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nspeaker\r\n--outra--\r\n',
    { "Content-Type": "multipart/form-data; boundary=certa" },
  );
  expect(wrongBoundary.status).toBe(400);
  expect(await wrongBoundary.json()).toEqual({ error: requestMessages.malformed });
  expect(await countRows("media")).toBe(before + 1);
});

test("the page-view endpoint refuses bad input with a 4xx and records nothing", async () => {
  const post = (body: string, type = "application/json") =>
    send("/api/page-view", { method: "POST", body, headers: { "Content-Type": type } });
  expect((await post("isto não é json")).status).toBe(400);
  expect((await post("path=/&title=x", "application/x-www-form-urlencoded")).status).toBe(415);
  expect((await post(JSON.stringify({ path: "sem-barra", title: "x" }))).status).toBe(400);
  expect((await post(JSON.stringify({ path: `/${"a".repeat(5000)}`, title: "x" }))).status).toBe(
    413,
  );
  expect(await countRows("page_views")).toBe(0);
});
