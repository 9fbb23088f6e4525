import path from "node:path";
import { type Page, test as base, expect } from "@playwright/test";
import { DEFERRED_MODULE_TYPE } from "~/lib/scripts-after-first-paint";
import { startBuiltServer } from "../support/server-process";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./admin-helpers";
import { e2eSparePort } from "./servers";

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

const waitingForScripts = new WeakSet<Page>();

/**
 * The page's module scripts start after its first paint (app/lib/scripts-after-first-paint.ts),
 * so the `load` event no longer waits for them. After `goto`, `reload`, `goBack` and `goForward`
 * (waiting for `load`), `page` also waits until they have run, as `load` did before; a test that
 * asks for an earlier moment (`waitUntil`) gets it. A page a test opens in a context of its own
 * can be given the same with this function (`loginAsAdmin` does it for the page it signs in);
 * where JavaScript is off there is nothing to wait for.
 */
export function waitForScriptsOnLoad(page: Page) {
  if (waitingForScripts.has(page)) return;
  waitingForScripts.add(page);
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    const withScripts = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((arg) => typeof arg === "object" && arg !== null) as
        { waitUntil?: string } | undefined;
      if ((options?.waitUntil ?? "load") === "load") {
        await page.waitForFunction(
          (deferredType) =>
            // Without JavaScript the page's inline scripts never ran: nothing to wait for.
            !("__reactRouterContext" in window) ||
            (document.querySelector(`script[type="${deferredType}"]`) === null &&
              (document.querySelector('script[type="module"]') === null ||
                "__reactRouterRouteModules" in window)),
          DEFERRED_MODULE_TYPE,
        );
      }
      return response;
    };
    Object.assign(page, { [method]: withScripts });
  }
}

/** Signs a page in as the e2e administrator; the test's own `page` when none is given. */
export type LoginAsAdmin = (target?: Page) => Promise<Page>;

// Each fixture hands its value to the test with `provide` (Playwright's `use`, renamed so that
// the React hooks lint rule does not take it for React's `use`).
interface WorkerFixtures {
  /**
   * A spec that changes content the other specs read (or that needs a known starting state) says
   * `test.use({ ownServer: "its-name" })`: its tests then run against a server of its own, on a
   * fresh embedded database in `.tmp/e2e/own-<name>`, which `baseURL` points at. It is started once
   * per worker (a worker that failed is replaced, with a fresh database) and stopped at the end.
   */
  ownServer: string | undefined;
  ownServerUrl: string | undefined;
}

/**
 * Every browser test fails on any of the problems above (STYLE §17). `loginAsAdmin()` signs the
 * test's `page` (or another page, e.g. one in a context of its own) in through the login form and
 * waits for the dashboard; it is the only place a test fills the login form to get in.
 */
export const test = base.extend<
  {
    pageProblems: string[];
    loginAsAdmin: LoginAsAdmin;
  },
  WorkerFixtures
>({
  ownServer: [undefined, { scope: "worker", option: true }],
  ownServerUrl: [
    async ({ ownServer }, provide, workerInfo) => {
      if (!ownServer) return provide(undefined);
      // Offsets 2–9 belong to the specs that start servers by hand; workers take 10 and above.
      const server = await startBuiltServer({
        port: e2eSparePort(10 + workerInfo.parallelIndex),
        dataDir: path.resolve(`.tmp/e2e/own-${ownServer}-${workerInfo.parallelIndex}`),
        quiet: true,
      });
      await provide(server.baseUrl);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ baseURL, ownServerUrl }, provide) => provide(ownServerUrl ?? baseURL),
  loginAsAdmin: async ({ page }, provide) => {
    await provide(async (target = page) => {
      waitForScriptsOnLoad(target);
      await target.goto("/admin/login");
      await target.getByLabel("E-mail").fill(ADMIN_EMAIL);
      await target.getByLabel("Senha").fill(ADMIN_PASSWORD);
      await target.getByRole("button", { name: "Entrar" }).click();
      await expect(target).toHaveURL(/\/admin\/dashboard$/);
      return target;
    });
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForScriptsOnLoad(page);
    await provide(page);
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
