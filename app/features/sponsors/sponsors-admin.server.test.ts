import { expect, test } from "vitest";
import { listAuditLog } from "~/features/audit/audit.server";
import { testEngines } from "~tests/support/databases";
import { sponsorEditorSchema, sponsorsListSchema } from "./sponsor-editor-schema";
import { replaceSponsors } from "./sponsors-admin.server";
import { listSponsors } from "./sponsors.server";

const actor = "admin@congresso.test";

test("a sponsor needs a name and a logo; the size class is one of a fixed list", () => {
  const result = sponsorEditorSchema.safeParse({ name: "", logo: "" });
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    "Nome é obrigatório",
    "Logo é obrigatória",
  ]);
  const base = { name: "A", logo: "/images/sponsors/a.svg" };
  expect(sponsorEditorSchema.safeParse({ ...base, customClass: "max-h-12" }).success).toBe(true);
  expect(
    sponsorEditorSchema.safeParse({ ...base, customClass: "max-h-8 fixed inset-0" }).success,
  ).toBe(false);
  expect(sponsorEditorSchema.safeParse({ ...base, logo: "https://evil.test/x.png" }).success).toBe(
    false,
  );
  expect(sponsorsListSchema.safeParse("not a list").success).toBe(false);
});

for (const engine of testEngines) {
  test(`${engine.name}: saving replaces the whole list in the given order`, async () => {
    const { db, close } = await engine.open();
    try {
      await replaceSponsors(db, actor, [
        { name: "Primeiro", logo: "/images/sponsors/a.svg" },
        { name: "Segundo", logo: "/images/sponsors/b.svg", customClass: "max-h-10" },
      ]);
      await replaceSponsors(db, actor, [
        { name: "Segundo", logo: "/images/sponsors/b.svg", customClass: "max-h-10" },
        { name: "Terceiro", logo: "/media/00000000-0000-4000-8000-000000000000" },
        { name: "Primeiro", logo: "/images/sponsors/a.svg" },
      ]);
      const list = await listSponsors(db);
      expect(list.map(({ name, customClass }) => [name, customClass])).toEqual([
        ["Segundo", "max-h-10"],
        ["Terceiro", null],
        ["Primeiro", null],
      ]);
      await replaceSponsors(db, actor, []);
      expect(await listSponsors(db)).toEqual([]);
      const log = await listAuditLog(db);
      expect(log.map((entry) => [entry.action, entry.details?.count])).toEqual([
        ["sponsors.replace", 0],
        ["sponsors.replace", 3],
        ["sponsors.replace", 2],
      ]);
    } finally {
      await close();
    }
  });
}
