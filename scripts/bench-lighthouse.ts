// `npm run bench:lighthouse`: Lighthouse (mobile defaults) on the built home page; prints the
// four category scores and the main timings. A benchmark, not a test: it asserts nothing.
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { chromiumLaunchOptions } from "../tests/e2e/servers.ts";
import { ensureBuild, startBuiltServer } from "../tests/support/server-process.ts";

const debuggingPort = 9333;
ensureBuild();
const server = await startBuiltServer({ port: 3191, dataDir: ".tmp/lighthouse-data", quiet: true });
const url = server.baseUrl + (process.argv[2] ?? "/");

try {
  // A running site is warm: the first requests of a fresh process (module loading, the
  // database's first queries) are not what visitors wait for.
  for (let i = 0; i < 5; i++) await (await fetch(url)).text();
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...(chromiumLaunchOptions.args ?? []), `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    // Lighthouse drives the browser itself; it is asked for the same URL three times and the
    // median performance run is reported, since one run on a shared machine is noisy.
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const result = await lighthouse(url, {
        port: debuggingPort,
        output: "json",
        logLevel: "error",
      });
      if (!result) throw new Error("Lighthouse não retornou resultado.");
      runs.push(result.lhr);
    }
    runs.sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    const median = runs[1]!;
    const score = (id: string) => Math.round((median.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => median.audits[id]?.displayValue ?? "—";
    console.log(`Lighthouse ${median.lighthouseVersion} (móvel, padrões) em ${url}`);
    console.log(`performance     ${score("performance")}`);
    console.log(`accessibility   ${score("accessibility")}`);
    console.log(`best-practices  ${score("best-practices")}`);
    console.log(`seo             ${score("seo")}`);
    console.log(
      `FCP ${audit("first-contentful-paint")} · LCP ${audit("largest-contentful-paint")} · TBT ${audit("total-blocking-time")} · CLS ${audit("cumulative-layout-shift")}`,
    );
    console.log(
      `performance of the 3 runs: ${runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join(", ")}`,
    );
    for (const [id, category] of Object.entries(median.categories)) {
      for (const ref of category.auditRefs) {
        const result = median.audits[ref.id];
        if (ref.weight > 0 && result && result.score !== null && result.score < 0.9) {
          console.log(
            `  ${id}: ${ref.id} — ${result.title} (${result.displayValue ?? result.score})`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
