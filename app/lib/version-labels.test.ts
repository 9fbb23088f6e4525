import { expect, test } from "vitest";
import { versionBadge, versionLabel } from "./version-labels";

test("the newest version is 'Atual' with the badge 'Ativa'", () => {
  expect(versionLabel(0)).toBe("Atual");
  expect(versionBadge(0)).toBe("Ativa");
});

test("the second is 'Anterior', older ones count back", () => {
  expect(versionLabel(1)).toBe("Anterior");
  expect(versionBadge(1)).toBeNull();
  expect(versionLabel(2)).toBe("2 versões atrás");
  expect(versionLabel(7)).toBe("7 versões atrás");
  expect(versionBadge(7)).toBeNull();
});
