import path from "node:path";
import { type Locator, type Page, test as base, expect } from "@playwright/test";
import { startBuiltServer } from "../support/server-process";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./admin-helpers";
import { E2E_TEMPLATE_DATA_DIR, e2eSparePort } from "./servers";

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

/**
 * Waits until React has hydrated this element. A part of the page inside a `<Suspense>` whose code
 * loads apart (the tabs, `lib/lazy-module.tsx`) hydrates after the root: until then a click on it
 * is the server's HTML's own (a link is followed), not the component's. React keeps its props on
 * every element it has hydrated.
 */
export async function waitForElementHydration(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactProps$")),
      ),
    )
    .toBe(true);
}

/** Signs a page in as the e2e administrator; the test's own `page` when none is given. */
export type LoginAsAdmin = (target?: Page) => Promise<Page>;

// Each fixture hands its value to the test with `provide` (Playwright's `use`, renamed so that
// the React hooks lint rule does not take it for React's `use`).
interface WorkerFixtures {
  /**
   * The address of this worker's server called `name`, started on first use over a fresh copy of
   * the template database in `.tmp/e2e/own-<name>-<worker>` and stopped with the worker (a
   * worker that failed is replaced, with fresh databases).
   */
  ownServers: (name: string) => Promise<string>;
}

/**
 * Every browser test fails on any of the problems above (STYLE §17). `loginAsAdmin()` signs the
 * test's `page` (or another page, e.g. one in a context of its own) in with the login
 * form's request and opens the dashboard.
 */
export const test = base.extend<
  {
    /**
     * A spec that changes content the other specs read (or that needs a known starting state)
     * says `test.use({ ownServer: "its-name" })`: its tests then run against a server of its own,
     * which `baseURL` and `ownServerUrl` point at. A test option, not a worker one, so the specs
     * that use it share the workers of the others.
     */
    ownServer: string | undefined;
    ownServerUrl: string | undefined;
    pageProblems: string[];
    loginAsAdmin: LoginAsAdmin;
  },
  WorkerFixtures
>({
  ownServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, provide, workerInfo) => {
      const started = new Map<string, ReturnType<typeof startBuiltServer>>();
      await provide((name) => {
        let server = started.get(name);
        if (!server) {
          // Offsets 2–9 belong to the specs that start servers by hand; each worker has ten above.
          const port = e2eSparePort(10 * (workerInfo.parallelIndex + 1) + started.size);
          server = startBuiltServer({
            port,
            dataDir: path.resolve(`.tmp/e2e/own-${name}-${workerInfo.parallelIndex}`),
            from: E2E_TEMPLATE_DATA_DIR,
            quiet: true,
          });
          started.set(name, server);
        }
        return server.then(({ baseUrl }) => baseUrl);
      });
      await Promise.all(
        [...started.values()].map((server) =>
          server.then(
            ({ stop }) => stop(),
            () => {},
          ),
        ),
      );
    },
    { scope: "worker", timeout: 90_000 },
  ],
  ownServer: [undefined, { option: true }],
  ownServerUrl: async ({ ownServer, ownServers }, provide) =>
    provide(ownServer ? await ownServers(ownServer) : undefined),
  baseURL: async ({ baseURL, ownServerUrl }, provide) => provide(ownServerUrl ?? baseURL),
  loginAsAdmin: async ({ page }, provide) => {
    await provide(async (target = page) => {
      // The login form's own request, through the page's cookie jar and to its context's
      // baseURL; the form itself is tested in admin-auth.spec.ts. The dashboard is then opened
      // as the form's redirect would.
      const response = await target.request.post("/admin/login", {
        form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        maxRedirects: 0,
      });
      expect(response.status(), "login").toBe(302);
      expect(response.headers()["location"]).toBe("/admin/dashboard");
      await target.goto("/admin/dashboard");
      return target;
    });
  },
  pageProblems: [
    async ({ page }, provide) => {
      const problems: string[] = [];
      await watchPageProblems(page, problems);
      await provide(problems);
      expect(problems, "erros no console do navegador").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
