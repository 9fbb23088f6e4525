import { expect, test } from "vitest";
import { offlineNotice } from "./offline-texts";

test("the offline notice names the copy's date and time in Brazilian Portuguese", () => {
  const savedAt = new Date("2025-08-28T13:15:00Z");
  expect(offlineNotice(savedAt, "America/Bahia")).toBe(
    "Você está sem conexão. Esta é a cópia salva em 28/08/2025 às 10:15.",
  );
  expect(offlineNotice(savedAt, "Europe/Lisbon")).toBe(
    "Você está sem conexão. Esta é a cópia salva em 28/08/2025 às 14:15.",
  );
});
