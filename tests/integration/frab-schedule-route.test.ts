// `/schedule.xml` and `/schedule.json` (issue 13, item 2) as a client gets them: through the
// production server build (Express, the request pipeline, the published-page cache and React
// Router), on a fresh embedded database; validated against the c3voc schemas, then changed by an
// administrator's save through the editor's own action.
import { desc } from "drizzle-orm";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadConfig } from "~/config.server";
import { defaultProgramme } from "~/content/default-programme";
import type { Programme } from "~/content/programme-schema";
import type { DatabaseHandle } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";
import { seedDefaults } from "~/db/seed.server";
import { RESOURCE_POLICY } from "~server/content-security-policy";
import { PUBLIC_CACHE_CONTROL } from "~server/published-pages";
import { validateScheduleJson, validateScheduleXml } from "~tests/support/c3voc-schedule";
// eslint-disable-next-line no-restricted-imports -- server/ has no alias: plain Node runs it as is.
import { SERVER_BUILD, rebuildReason, withBuildLock } from "../../server/build-stamp.ts";

const PUBLIC_URL = "https://congresso.example";
const admin = { email: "schedule@congresso.test", password: "senha-do-schedule-123" };
const dataDir = mkdtempSync(path.join(os.tmpdir(), "frab-schedule-"));
let database: DatabaseHandle;
let server: Server;
let origin = "";

beforeAll(async () => {
  const root = process.cwd();
  await withBuildLock(root, () => {
    if (rebuildReason(root)) {
      execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
        stdio: "ignore",
      });
    }
  });
  const build = await import(pathToFileURL(path.resolve(SERVER_BUILD)).href);
  await build.setAdminPasswordCommand(admin.email, admin.password, { DATA_DIR: dataDir });
  database = await build.openDatabase({ dataDir });
  await seedDefaults(database.db);
  const app = build.createApp({
    database,
    config: loadConfig({ DATA_DIR: dataDir, PUBLIC_URL }),
    publishedPages: build.createPublishedPages(database),
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Schedule {
  schedule: {
    version: string;
    conference: {
      days: { rooms: Record<string, { guid: string; slug: string; start: string }[]> }[];
    };
  };
}
const eventsOf = (document: Schedule) =>
  document.schedule.conference.days.flatMap((day) =>
    Object.entries(day.rooms).flatMap(([room, events]) => events.map((e) => ({ ...e, room }))),
  );

async function getExport(url: string, contentType: string) {
  const response = await fetch(origin + url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get("Content-Type"), url).toBe(contentType);
  // A non-HTML answer keeps the resource policy; it is shared, never personal.
  expect(response.headers.get("Content-Security-Policy"), url).toBe(RESOURCE_POLICY);
  expect(response.headers.get("Cache-Control"), url).toBe(PUBLIC_CACHE_CONTROL);
  expect(response.headers.get("Access-Control-Allow-Origin"), url).toBe("*");
  expect(response.headers.has("Set-Cookie"), url).toBe(false);
  return { text: await response.text(), etag: response.headers.get("ETag")! };
}

async function logIn() {
  const response = await fetch(`${origin}/admin/login`, {
    method: "POST",
    headers: { Origin: origin },
    body: new URLSearchParams(admin),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
}

test("both exports validate against the c3voc schemas, are published, and follow a save", async () => {
  const xml = await getExport("/schedule.xml", "application/xml; charset=utf-8");
  const verdict = validateScheduleXml(xml.text);
  expect(verdict.valid, verdict.output).toBe(true);
  expect(xml.text).toContain(`<url>${PUBLIC_URL}/schedule.xml</url>`);
  expect(xml.text).toContain(`${PUBLIC_URL}/programacao/sessao/coffee-break</url>`);

  const json = await getExport("/schedule.json", "application/json; charset=utf-8");
  const before = JSON.parse(json.text) as Schedule;
  const jsonVerdict = validateScheduleJson(before);
  expect(jsonVerdict.valid, jsonVerdict.errors).toBe(true);

  // Published: a second request (any query) is the stored copy, and a client's copy is current.
  expect(
    (await getExport("/schedule.xml?utm_source=app", "application/xml; charset=utf-8")).etag,
  ).toBe(xml.etag);
  const conditional = await fetch(`${origin}/schedule.json`, {
    headers: { "If-None-Match": json.etag },
  });
  expect(conditional.status).toBe(304);

  // An administrator moves the afternoon coffee break of the wounds congress's first day.
  const [newest] = await database.db
    .select({ version: programmeVersions.version })
    .from(programmeVersions)
    .orderBy(desc(programmeVersions.version))
    .limit(1);
  const moved: Programme = structuredClone(defaultProgramme);
  const coffee = moved.feridas![0]!.events.find((event) => event.id === "coffee-break")!;
  coffee.time = "16h00 - 16h30";
  coffee.room = "Sala 04";
  const saved = await fetch(`${origin}/admin/program`, {
    method: "POST",
    headers: { Origin: origin, Cookie: await logIn() },
    body: new URLSearchParams({
      intent: "save",
      programme: JSON.stringify(moved),
      basedOnVersion: String(newest!.version),
    }),
    redirect: "manual",
  });
  expect(saved.status).toBeLessThan(400);

  const afterXml = await getExport("/schedule.xml", "application/xml; charset=utf-8");
  expect(afterXml.etag).not.toBe(xml.etag);
  const afterVerdict = validateScheduleXml(afterXml.text);
  expect(afterVerdict.valid, afterVerdict.output).toBe(true);
  const after = JSON.parse(
    (await getExport("/schedule.json", "application/json; charset=utf-8")).text,
  ) as Schedule;
  expect(validateScheduleJson(after).valid).toBe(true);
  expect(after.schedule.version).not.toBe(before.schedule.version);

  // The moved session is there at its new time and room, under the same guid; no other guid moved.
  const find = (document: Schedule) =>
    eventsOf(document).find((event) => event.slug.endsWith("-coffee-break"))!;
  expect(find(after)).toMatchObject({ guid: find(before).guid, start: "16:00", room: "Sala 04" });
  expect(find(before)).toMatchObject({ start: "15:45" });
  const guids = (document: Schedule) =>
    eventsOf(document)
      .map((event) => event.guid)
      .sort();
  expect(guids(after)).toEqual(guids(before));
});
