import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// WCAG 2.0, 2.1 and 2.2 A and AA plus axe's best practices, every impact (minor and moderate
// too): a page passes with no violation at all.
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe's violations on the page as it is now, one line each. Legacy mode runs axe in the page
 * alone: the default mode finishes every scan in a new blank page, which costs more than the
 * scan itself, and serves only pages with cross-origin frames, which this site has none of.
 */
export async function axeViolations(page: Page, { include }: { include?: string } = {}) {
  const builder = new AxeBuilder({ page }).withTags(tags).setLegacyMode();
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
