import { expect, vi } from "vitest";
import { defaultSponsors } from "~/content/default-sponsors";
import { seedDefaults } from "~/db/seed.server";
import { sponsors } from "~/db/schema";
import { databaseTest } from "~tests/support/databases";
import { listSponsors } from "./sponsors.server";

databaseTest("sponsors come in the administrator's order", async ({ db }) => {
  await db.insert(sponsors).values([
    { name: "Terceiro", logo: "/images/c.svg", position: 2 },
    { name: "Primeiro", logo: "/images/a.svg", customClass: "max-h-12", position: 0 },
    { name: "Segundo", logo: "/images/b.svg", position: 1 },
  ]);

  const list = await listSponsors(db);

  expect(list.map((s) => s.name)).toEqual(["Primeiro", "Segundo", "Terceiro"]);
  expect(list[0]).toEqual({
    id: expect.any(String),
    name: "Primeiro",
    logo: "/images/a.svg",
    customClass: "max-h-12",
  });
  expect(list[1]?.customClass).toBeNull();
});

databaseTest("a new database lists the four default sponsors", async ({ db }) => {
  await seedDefaults(db);
  const list = await listSponsors(db);
  expect(list.map((s) => s.name)).toEqual(defaultSponsors.map((s) => s.name));
});

databaseTest("a failed read gives an empty list and is logged", async ({ db, close }) => {
  await close();
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    expect(await listSponsors(db)).toEqual([]);
    expect(log).toHaveBeenCalled();
  } finally {
    log.mockRestore();
  }
});
