import { expect, test } from "vitest";
import { databaseTest } from "~tests/support/databases";
import { localContentVersion, sharedContentVersion } from "./published-pages";

test("the embedded database's version lives in memory and counts each write", async () => {
  const version = localContentVersion();
  const before = await version.current();
  await version.bump();
  expect(await version.current()).toBe(before + 1);
});

databaseTest("two readers of one database see each other's writes at once", async (database) => {
  const one = sharedContentVersion(database.db);
  const other = sharedContentVersion(database.db);
  expect(await one.current()).toBe(0);
  await one.bump();
  expect(await other.current()).toBe(1);
  // A burst of readers during a write: every reader that starts after it sees it.
  const burst = Array.from({ length: 20 }, () => other.current());
  await one.bump();
  const after = Array.from({ length: 20 }, () => other.current());
  expect((await Promise.all(burst)).every((value) => value >= 1)).toBe(true);
  expect(await Promise.all(after)).toEqual(Array.from({ length: 20 }, () => 2));
});
