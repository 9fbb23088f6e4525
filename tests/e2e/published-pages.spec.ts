import http from "node:http";
import { type APIRequestContext, request } from "@playwright/test";
import { uniqueClientAddress, uniqueText } from "./admin-helpers";
import {
  addProgrammeEvent,
  addSpeaker,
  adminPage,
  removeSponsor,
  saveAboutTitle,
} from "./editor-actions";
import { expect, test } from "./fixtures";

// Published pages (issue 9): anonymous public pages come from a copy rendered once per content
// change, with validators and 304s; every admin save is on the very next anonymous request.
// The tests change content, so they run serially on a server and database of their own (the
// `ownServer` fixture).
test.describe.configure({ mode: "serial" });

const ownServer = "published-pages";
test.use({ ownServer });

let baseUrl = "";
/** A visitor without cookies: each request is a new anonymous one. */
let visitor: APIRequestContext;

test.beforeAll(async ({ ownServers }) => {
  baseUrl = await ownServers(ownServer);
  visitor = await request.newContext({ baseURL: baseUrl, storageState: undefined });
});

test.afterAll(async () => {
  await visitor?.dispose();
});

/** An anonymous GET: its status, headers and text. */
async function anonymous(url: string, headers: Record<string, string> = {}) {
  const response = await visitor.get(url, { headers, maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), text: await response.text() };
}

test("public pages carry validators and answer a conditional GET with 304", async () => {
  for (const url of ["/", "/programacao", "/sobre"]) {
    const first = await anonymous(url, { "Accept-Encoding": "gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe(
      "public, max-age=0, must-revalidate, stale-while-revalidate=30",
    );
    expect(first.headers["vary"]).toBe("Accept-Encoding");
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.headers["last-modified"]).toBeTruthy();
    // The page's own CSP travels with the copy: the nonce of the render it was cached from.
    expect(first.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    const etag = first.headers["etag"]!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await anonymous(url, { "Accept-Encoding": "gzip", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers["etag"]).toBe(etag);
    const since = await anonymous(url, {
      "If-Modified-Since": first.headers["last-modified"]!,
    });
    expect(since.status).toBe(304);

    // Links shared in WhatsApp or Instagram carry tracking parameters: the same page.
    const tracked = await anonymous(`${url}?utm_source=whatsapp&fbclid=abc&qualquer=1`, {
      "Accept-Encoding": "gzip",
    });
    expect(tracked.headers["etag"]).toBe(etag);
    // Each coding is its own representation, with its own entity tag.
    const brotli = await anonymous(url, { "Accept-Encoding": "br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["etag"]).not.toBe(etag);
    expect(brotli.text).toBe(first.text);
  }
});

/** The page's current entity tag, read (and so cached) before a save. */
async function warm(url: string) {
  const answer = await anonymous(url);
  expect(answer.status).toBe(200);
  return answer;
}

/** After a save: the very next anonymous request shows `text`, and the old tag is not matched. */
async function expectPublished(url: string, before: { headers: Record<string, string> }) {
  const after = await anonymous(url, { "If-None-Match": before.headers["etag"]! });
  expect(after.status).toBe(200);
  expect(after.headers["etag"]).not.toBe(before.headers["etag"]);
  return after.text;
}

test("every admin save is on the very next anonymous request", async ({
  loginAsAdmin,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser, baseUrl, loginAsAdmin);
  try {
    // About: the title.
    const title = uniqueText("Sobre publicado");
    let before = await warm("/sobre");
    expect(before.text).not.toContain(title);
    await saveAboutTitle(admin, title);
    expect(await expectPublished("/sobre", before)).toContain(title);

    // Speakers: a new one on the home page.
    const name = uniqueText("Palestrante publicado");
    before = await warm("/");
    await addSpeaker(admin, name);
    expect(await expectPublished("/", before)).toContain(name);

    // Sponsors: one removed from the list.
    const sponsor = "Instituto Bahia Saúde";
    before = await warm("/");
    expect(before.text).toContain(sponsor);
    await removeSponsor(admin, sponsor);
    expect(await expectPublished("/", before)).not.toContain(sponsor);

    // Programme: a new version with an added event.
    const event = uniqueText("Palestra publicada");
    before = await warm("/programacao");
    await addProgrammeEvent(admin, event);
    expect(await expectPublished("/programacao", before)).toContain(event);
  } finally {
    await admin.context().close();
  }
});

test("a signed-in admin gets fresh, uncached pages", async ({ loginAsAdmin, browser }) => {
  const admin = await adminPage(browser, baseUrl, loginAsAdmin);
  try {
    for (const url of ["/", "/programacao", "/admin/dashboard", "/admin/program"]) {
      const response = await admin.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["cache-control"], url).toBe("no-store");
      expect(response.headers()["etag"], url).toBeUndefined();
    }
    // Public page data fetched by a signed-in client navigation is personal too.
    const data = await admin.request.get("/programacao.data?_routes=routes%2Fprogramacao");
    expect(data.headers()["cache-control"]).toBe("no-store");
  } finally {
    await admin.context().close();
  }
});

test("a form's error or success answer is never cached nor served to another visitor", async () => {
  const post = (fields: Record<string, string>) =>
    visitor.post("/contato", {
      form: { "form-name": "contact", ...fields },
      headers: { "X-Forwarded-For": uniqueClientAddress(), Origin: baseUrl },
    });
  const refused = await post({ name: "A" });
  expect(refused.status()).toBe(400);
  expect(refused.headers()["cache-control"]).toBe("no-store");
  expect(await refused.text()).toContain("O nome precisa ter pelo menos 2 caracteres.");

  const sent = await post({
    name: "Maria Visitante",
    email: "maria@example.com",
    telefone: "71999990000",
    subject: "Dúvida sobre inscrição",
    message: "Gostaria de saber sobre inscrições em grupo.",
  });
  expect(sent.status()).toBe(200);
  expect(sent.headers()["cache-control"]).toBe("no-store");
  expect(await sent.text()).toContain("Obrigado pelo contato");

  const page = await anonymous("/contato");
  expect(page.headers["cache-control"]).toContain("public");
  expect(page.text).not.toContain("O nome precisa ter pelo menos 2 caracteres.");
  expect(page.text).not.toContain("Obrigado pelo contato");
});

/** A GET with its own Host header (fetch may not set one). */
function getWithHost(url: string, host: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.get(url, { headers: { Host: host } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on("error", reject);
  });
}

test("without PUBLIC_URL, a copy made for a forged Host is never served to another address", async () => {
  const forged = "evil.example";
  for (const path of ["/", "/sitemap.xml", "/programacao/alteracoes.atom"]) {
    const poisoned = await getWithHost(`${baseUrl}${path}`, forged);
    expect(poisoned.status, path).toBe(200);
    expect(poisoned.text, path).toContain(`http://${forged}`);
    const honest = await anonymous(path);
    expect(honest.status, path).toBe(200);
    expect(honest.text, path).not.toContain(forged);
  }
});
