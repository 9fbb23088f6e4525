import { expect, test } from "vitest";
import { congressWallClock } from "./congress-clock";

test("the congress's clock is Salvador's (UTC−3), across midnight UTC", () => {
  expect(congressWallClock(new Date("2025-08-28T13:15:30Z"), "America/Bahia")).toEqual({
    date: "2025-08-28",
    hour: "10",
    minute: "15",
    second: "30",
  });
  expect(congressWallClock(new Date("2025-08-29T02:05:00Z"), "America/Bahia")).toEqual({
    date: "2025-08-28",
    hour: "23",
    minute: "05",
    second: "00",
  });
});
