import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { publicPages } from "./public-routes";

for (const width of [1280, 375]) {
  for (const { path } of publicPages) {
    test(`${path} at ${width} px has no serious or critical accessibility violation`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(serious).toEqual([]);
    });
  }
}
