import { expect, test } from "vitest";
import { congressDayTabs } from "./programme-labels";

test("congress day tabs are labelled as the spec writes them", () => {
  expect(congressDayTabs(false).map((t) => t.label)).toEqual(["Dia 1 - 28/08", "Dia 2 - 29/08"]);
  expect(congressDayTabs(true).map((t) => t.label)).toEqual([
    "Dia 1 - 28/08/2025",
    "Dia 2 - 29/08/2025",
  ]);
  expect(congressDayTabs(true)[1]?.longDate).toBe("29 de agosto de 2025");
});
