import { randomBytes } from "node:crypto";
import { request } from "@playwright/test";
import pg from "pg";
import { startBuiltServer } from "../support/server-process";
import { uniqueText } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { addSpeaker, adminPage, saveAboutTitle } from "./editor-actions";
import { e2eSparePort } from "./servers";

// Two server processes on one PostgreSQL (issue 9, item 3): a save through one is on the very
// next request to the other, although both keep published pages in memory.
const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl, "TEST_DATABASE_URL não definido: sem PostgreSQL para dois processos.");

const databaseName = `e2e_pages_${Date.now()}_${randomBytes(3).toString("hex")}`;
const servers: { baseUrl: string; stop: () => Promise<void> }[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await admin(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(adminUrl!);
  url.pathname = `/${databaseName}`;
  // One after the other: the first migrates and seeds the database.
  for (const offset of [3, 4]) {
    servers.push(
      await startBuiltServer({
        port: e2eSparePort(offset),
        dataDir: `.tmp/e2e/unused-${offset}`,
        quiet: true,
        env: { DATABASE_URL: url.toString() },
      }),
    );
  }
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (adminUrl) await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
});

test("a save through one process is on the next request to the other", async ({
  loginAsAdmin,
  browser,
}) => {
  test.setTimeout(90_000);
  const [one, other] = servers as [(typeof servers)[0], (typeof servers)[0]];
  const visitors = await Promise.all(
    [one, other].map((server) => request.newContext({ baseURL: server.baseUrl })),
  );
  const [visitOne, visitOther] = visitors as [(typeof visitors)[0], (typeof visitors)[0]];
  try {
    // About, saved through the first process, read from the second (whose copy is warm).
    const title = uniqueText("Sobre em dois processos");
    expect(await (await visitOther.get("/sobre")).text()).not.toContain(title);
    expect((await visitOther.get("/sobre")).headers()["etag"]).toBeTruthy();
    const adminOne = await adminPage(browser, one.baseUrl, loginAsAdmin);
    await saveAboutTitle(adminOne, title);
    await adminOne.context().close();
    expect(await (await visitOther.get("/sobre")).text()).toContain(title);

    // A speaker, saved through the second process, read from the first.
    const name = uniqueText("Palestrante em dois processos");
    expect(await (await visitOne.get("/")).text()).not.toContain(name);
    const adminOther = await adminPage(browser, other.baseUrl, loginAsAdmin);
    await addSpeaker(adminOther, name);
    await adminOther.context().close();
    expect(await (await visitOne.get("/")).text()).toContain(name);
  } finally {
    await Promise.all(visitors.map((visitor) => visitor.dispose()));
  }
});
