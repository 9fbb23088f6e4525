// First paint against hydration, as a phone sees it: each page opened RUNS times (5 unless
// HYDRATION_RUNS says otherwise) in Debian's Chromium at 375 × 812 px with the CPU slowed 4×
// (Lighthouse's mobile setting), a fresh cache each time, on localhost (the network costs
// nothing). Prints the median first contentful paint, the moment the root's effect marked
// `hydrated` (app/root.tsx), the gap between them, and the main thread's long tasks until 2 s
// after hydration (the longest, and their time over 50 ms after the paint, as Lighthouse's TBT).
// `npm run bench` prints it for the built server it measures; `node scripts/bench-hydration.ts
// [path…]` starts one of its own. A benchmark: it asserts nothing.
import { type Browser, chromium } from "@playwright/test";
import { cpus, loadavg, totalmem } from "node:os";
import { chromiumLaunchOptions } from "../tests/e2e/servers.ts";
import { startBuiltServer } from "../tests/support/server-process.ts";

export const HYDRATION_PAGES = ["/", "/programacao", "/local", "/contato", "/sobre"];
const RUNS = Number(process.env.HYDRATION_RUNS ?? 5);
const CPU_SLOWDOWN = 4;

interface Run {
  fcp: number;
  hydrated: number;
  /** Main-thread tasks over 50 ms from the navigation until 2 s after hydration. */
  longestTask: number;
  blocking: number;
}

/** How long after hydration the page's later tasks (parts loaded apart) are still counted. */
const SETTLE_MS = 2000;

async function openOnce(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    Object.assign(window, { __longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: "load" });
  const run = await page.evaluate(
    (settleMs) =>
      new Promise<Run>((resolve) => {
        const read = () => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0];
          const hydrated = performance.getEntriesByName("hydrated")[0];
          if (!fcp || !hydrated) return void setTimeout(read, 50);
          setTimeout(() => {
            const tasks = (
              window as unknown as { __longTasks: { start: number; duration: number }[] }
            ).__longTasks;
            resolve({
              fcp: fcp.startTime,
              hydrated: hydrated.startTime,
              longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
              blocking: tasks
                .filter((task) => task.start >= fcp.startTime)
                .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
            });
          }, settleMs);
        };
        read();
      }),
    SETTLE_MS,
  );
  await context.close();
  return run;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** The table of figures for `pages` of the site at `baseUrl`. */
export async function measureHydration(baseUrl: string, pages = HYDRATION_PAGES) {
  // The full browser, as attendees run it (the tests use its lighter headless shell).
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  });
  const ms = (value: number) => `${Math.round(value)} ms`;
  const rows = [
    `Hydration at ${CPU_SLOWDOWN}× CPU, 375 px, fresh cache, median of ${RUNS} runs (load average ${loadavg()[0]!.toFixed(2)}):`,
    "| page | first contentful paint | hydrated | gap | longest task | blocking after FCP (>50 ms) |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  try {
    for (const path of pages) {
      // Warm the server's published page first: a visitor's request is not its first render.
      await (await fetch(baseUrl + path)).text();
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await openOnce(browser, baseUrl + path));
      rows.push(
        `| \`${path}\` | ${ms(median(runs.map((r) => r.fcp)))} | ${ms(median(runs.map((r) => r.hydrated)))} | ${ms(median(runs.map((r) => r.hydrated - r.fcp)))} | ${ms(median(runs.map((r) => r.longestTask)))} | ${ms(median(runs.map((r) => r.blocking)))} |`,
      );
    }
  } finally {
    await browser.close();
  }
  return rows.join("\n");
}

if (import.meta.main) {
  const server = await startBuiltServer({
    port: 3854,
    dataDir: ".tmp/hydration-data",
    quiet: true,
  });
  try {
    const pages = process.argv.length > 2 ? process.argv.slice(2) : HYDRATION_PAGES;
    console.log(`Machine: ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`);
    console.log(await measureHydration(server.baseUrl, pages));
  } finally {
    await server.stop();
  }
}
