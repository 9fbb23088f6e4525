import type { APIRequestContext } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ADMIN_PASSWORD, uniqueText } from "./admin-helpers";
import { expect, test } from "./fixtures";

/** Every admin write, with a body that would succeed for a signed-in administrator. */
function adminWrites(marker: string): { path: string; form: Record<string, string> }[] {
  const programme = {
    nursing: [{ day: "Dia 1", events: [{ time: "08h00", title: marker, type: "palestra" }] }],
  };
  return [
    {
      path: "/admin/program",
      form: { intent: "save", programme: JSON.stringify(programme), basedOnVersion: "" },
    },
    { path: "/admin/speakers", form: { intent: "save", name: marker, role: "Cargo", bio: "Bio" } },
    {
      path: "/admin/sponsors",
      form: { sponsors: JSON.stringify([{ name: marker, logo: "/images/sponsors/bigfral.svg" }]) },
    },
    {
      path: "/admin/about-congress",
      form: { title: marker, edition: "16ª edição", "paragraphs[0]": marker },
    },
    {
      path: "/admin/inbox/00000000-0000-4000-8000-000000000000?kind=contato",
      form: { intent: "delete" },
    },
    { path: "/admin/logout", form: {} },
  ];
}

async function expectPublicPagesUntouched(request: APIRequestContext, marker: string) {
  for (const page of ["/", "/programacao", "/sobre"]) {
    const html = await (await request.get(page)).text();
    expect(html, page).not.toContain(marker);
  }
}

test("every admin write replayed without a session gets 401 and changes nothing", async ({
  request,
}) => {
  const marker = uniqueText("Invasor");
  for (const { path: target, form } of adminWrites(marker)) {
    const response = await request.post(target, { form, maxRedirects: 0 });
    expect(response.status(), target).toBe(401);
  }
  const upload = await request.post("/admin/media", {
    multipart: {
      purpose: "speaker",
      file: { name: "foto.png", mimeType: "image/png", buffer: Buffer.from("não é imagem") },
    },
  });
  expect(upload.status()).toBe(401);
  await expectPublicPagesUntouched(request, marker);
});

test("every admin write from another origin is refused even with a session", async ({
  loginAsAdmin,
  page,
}) => {
  await loginAsAdmin();
  const marker = uniqueText("Invasor");
  for (const { path: target, form } of adminWrites(marker)) {
    const response = await page.request.post(target, {
      form,
      headers: { Origin: "https://site-malicioso.example" },
      maxRedirects: 0,
    });
    expect([400, 403], target).toContain(response.status());
  }
  await expectPublicPagesUntouched(page.request, marker);
  // The administrator is still signed in: the forged logout did nothing.
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
});

test("the browser bundle holds no credential, hash or auth code", async () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(js|css|html|json)$/.test(name)) files.push(file);
    }
  };
  walk(path.resolve("build/client"));
  expect(files.length).toBeGreaterThan(5);
  const forbidden = [
    ADMIN_PASSWORD,
    "$argon2id$",
    "argon2",
    "password_hash",
    "passwordHash",
    "timingSafeEqual",
    "ADMIN_PASSWORD",
    "SESSION_SECRET",
    "adminAuthenticated",
  ];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const word of forbidden) expect(text.includes(word), `${word} em ${file}`).toBe(false);
  }
});
