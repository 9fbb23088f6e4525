import { type Page, test as base, expect } from "@playwright/test";

/**
 * Records a page's console errors, warnings about hydration, uncaught exceptions and
 * Content-Security-Policy violations in `problems`. The fixture below does it for the test's
 * `page`; a test that opens pages of its own passes them here with the fixture's list.
 */
export async function watchPageProblems(page: Page, problems: string[]) {
  await page.exposeFunction("__reportCspViolation", (text: string) =>
    problems.push(`csp: ${text}`),
  );
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on("console", (message) => {
    const text = message.text();
    // The fixture speaker's deliberately missing photo (it tests the placeholder fallback).
    if (message.location().url.includes("/nao-existe")) return;
    if (message.type() === "error" || /hydrat/i.test(text))
      problems.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
}

/** Every browser test fails on any of the problems above (STYLE §17). */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      await watchPageProblems(page, problems);
      await use(problems);
      expect(problems, "erros no console do navegador").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
