// A session's link preview, as a messaging app fetches it: the page's Open Graph tags, then the
// card they name, through the production server with its page cache.
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type BuiltSite, startBuiltSite } from "~tests/support/built-site";

let site: BuiltSite;
let origin = "";

beforeAll(async () => {
  site = await startBuiltSite();
  origin = site.origin;
}, 180_000);

afterAll(() => site?.close());

const asWhatsApp = (url: string) => fetch(url, { headers: { "User-Agent": "WhatsApp/2.23.20.0" } });

function metaContent(html: string, key: string) {
  const tag = new RegExp(
    `<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`,
  );
  return tag.exec(html)?.[1]?.replaceAll("&amp;", "&");
}

test("a session shared in a chat previews its own card: 1200×630, under 300 KB, not the site's", async () => {
  const page = await asWhatsApp(
    `${origin}/programacao/sessao/lesao-por-pressao-da-prevencao-ao-tratamento`,
  );
  expect(page.status).toBe(200);
  const html = await page.text();
  const image = metaContent(html, "og:image");
  expect(image).toBe(
    `${origin}/compartilhar/sessao/lesao-por-pressao-da-prevencao-ao-tratamento.jpg`,
  );
  expect(metaContent(html, "og:image:width")).toBe("1200");
  expect(metaContent(html, "og:image:height")).toBe("630");
  expect(metaContent(html, "og:image:alt")).toMatch(/^Cartão da sessão/);
  expect(metaContent(html, "twitter:image")).toBe(image);
  expect(metaContent(html, "twitter:title")).toMatch(
    /^Lesão por pressão: da prevenção ao tratamento/,
  );
  expect(metaContent(html, "twitter:description")).toMatch(
    /6º Congresso Internacional (de )?Feridas/,
  );

  const card = await asWhatsApp(image!);
  expect(card.status).toBe(200);
  expect(card.headers.get("content-type")).toBe("image/jpeg");
  const bytes = Buffer.from(await card.arrayBuffer());
  expect(bytes.length).toBeLessThan(300 * 1024);
  const { width, height, format } = await sharp(bytes).metadata();
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });

  const siteCard = Buffer.from(await (await fetch(`${origin}/images/og.jpg`)).arrayBuffer());
  expect(siteCard.length).toBeGreaterThan(0);
  expect(bytes.equals(siteCard)).toBe(false);
  // Another session's card is another image.
  const other = await asWhatsApp(`${origin}/compartilhar/sessao/cerimonia-de-encerramento.jpg`);
  expect(Buffer.from(await other.arrayBuffer()).equals(bytes)).toBe(false);
});

test("the programme and its congresses have cards of their own; an unknown session gets the site's", async () => {
  for (const url of ["/compartilhar/programacao.jpg", "/compartilhar/programacao/feridas.jpg"]) {
    const card = await fetch(origin + url);
    expect(card.headers.get("content-type"), url).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(1200);
  }
  for (const url of ["/compartilhar/sessao/nao-existe.jpg", "/compartilhar/programacao/nada.jpg"]) {
    const unknown = await fetch(origin + url, { redirect: "manual" });
    expect(unknown.status, url).toBe(302);
    expect(unknown.headers.get("location")).toBe("/images/og.jpg");
  }
});
