import { test as base, expect } from "@playwright/test";

/**
 * Every browser test fails on a console error, a warning about hydration, or an uncaught
 * exception in the page (STYLE §17).
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        // The fixture speaker's deliberately missing photo (it tests the placeholder fallback).
        if (message.location().url.includes("/nao-existe")) return;
        if (message.type() === "error" || /hydrat/i.test(text))
          problems.push(`${message.type()}: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, "erros no console do navegador").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
