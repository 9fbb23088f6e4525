// `npm run bench:lighthouse [path…]`: Lighthouse with its mobile defaults (simulated slow 4G and
// a 4× slower CPU) on the production server, for `/`, `/programacao`, `/local`, `/contato` and
// `/sobre` unless paths are given. Each page is measured RUNS times (5 unless LIGHTHOUSE_RUNS
// says otherwise) and the median performance run is printed: its score, FCP, LCP,
// TBT and CLS, the other categories, and every weighted audit under 0.9. Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium) through chrome-launcher. A benchmark, not a test: it
// asserts nothing.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { cpus, loadavg, totalmem } from "node:os";
import { startBuiltServer } from "../tests/support/server-process.ts";

type Report = RunnerResult["lhr"];

const PORT = 3853;
const PAGES =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ["/", "/programacao", "/local", "/contato", "/sobre"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const score = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
const metric = (report: Report, id: string) => report.audits[id]?.displayValue ?? "—";

/** The weighted audits of a report that score under 0.9: what keeps a category from 100. */
function shortfalls(report: Report) {
  const lines: string[] = [];
  for (const [categoryId, category] of Object.entries(report.categories)) {
    for (const ref of category.auditRefs) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        lines.push(`    ${categoryId}: ${ref.id} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
  return lines;
}

// server.ts builds first when the build is missing or older than its sources.
const server = await startBuiltServer({
  port: PORT,
  dataDir: ".tmp/lighthouse-data",
  quiet: true,
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  logLevel: "silent",
});
try {
  const table = [
    "| page | performance | FCP | LCP | TBT | CLS | a11y | best practices | SEO | runs |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  const details: string[] = [];
  let lighthouseVersion = "";
  for (const page of PAGES) {
    const url = server.baseUrl + page;
    // A running site is warm: the first requests of a fresh process (module loading, the
    // first render of a published page) are not what visitors wait for.
    for (let i = 0; i < 3; i++) await (await fetch(url)).text();
    const runs: Report[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse não retornou resultado para ${url}.`);
      runs.push(result.lhr);
      lighthouseVersion = result.lhr.lighthouseVersion;
    }
    // One run on a shared machine is noisy: the median performance run stands for the page.
    const sorted = [...runs].sort((a, b) => score(a, "performance") - score(b, "performance"));
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    table.push(
      `| \`${page}\` | ${score(median, "performance")} | ${metric(median, "first-contentful-paint")} | ${metric(median, "largest-contentful-paint")} | ${metric(median, "total-blocking-time")} | ${metric(median, "cumulative-layout-shift")} | ${score(median, "accessibility")} | ${score(median, "best-practices")} | ${score(median, "seo")} | ${runs.map((r) => score(r, "performance")).join(", ")} |`,
    );
    const missing = shortfalls(median);
    if (missing.length > 0) details.push(`  ${page}:`, ...missing);
    console.log(`${page}: ${score(median, "performance")}`);
  }
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile defaults, median of ${RUNS} runs; Chromium ${await chromeVersion(chrome.port)}.`,
  );
  console.log(
    `Machine: ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; load average at the end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(", ")}\n`,
  );
  console.log(table.join("\n"));
  if (details.length > 0) console.log(`\nAudits under 0.9 (median run):\n${details.join("\n")}`);
} finally {
  chrome.kill();
  await server.stop();
}

async function chromeVersion(port: number) {
  const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    Browser?: string;
  };
  return info.Browser ?? "?";
}
