// `npm test`: the production build (once: the tests that start a server use it), the unit and
// data-layer tests (vitest), the browser tests (Playwright on Debian's Chromium), then each
// stage's wall time and one summary line for all of them.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { HEADLESS_SHELL } from "../tests/e2e/servers.ts";

const bin = (name: string) => `node_modules/.bin/${name}`;

// The browser tests drive Debian's Chromium headless shell (test tools may not download browsers
// here); the schedule export tests validate with xmllint (libxml2-utils). Missing ones are
// installed.
const chromiumPath = process.env.CHROME_PATH ?? HEADLESS_SHELL;
const hasCommand = (name: string) =>
  spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
const missing = [
  ...(existsSync(chromiumPath) ? [] : ["chromium-headless-shell"]),
  ...(hasCommand("xmllint") ? [] : ["libxml2-utils"]),
];
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Pacotes do Debian ausentes: instale-os (apt-get install -y ${missing.join(" ")}).`,
    );
    process.exit(1);
  }
  console.log(`Instalando os pacotes do Debian ausentes: ${missing.join(", ")}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", ...missing],
  ]) {
    if (spawnSync("apt-get", args, { stdio: "inherit", env }).status !== 0) process.exit(1);
  }
}
mkdirSync(".tmp", { recursive: true });
const vitestJson = ".tmp/vitest-results.json";
const playwrightJson = ".tmp/playwright-results.json";
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const times: string[] = [];
const clock = (seconds: number) => `${Math.floor(seconds / 60)} min ${Math.floor(seconds % 60)} s`;
const suiteStarted = performance.now();
function run(label: string, command: string, args: string[]) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  times.push(`${label}: ${clock(seconds)}`);
  return result.status ?? 1;
}

const buildStatus = run("Build de produção", bin("react-router"), ["build"]);
const unitStatus =
  buildStatus === 0
    ? run("Testes de unidade e da camada de dados (vitest)", bin("vitest"), [
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${vitestJson}`,
      ])
    : 1;
const e2eStatus =
  buildStatus === 0
    ? run("Testes no navegador (Playwright + Chromium)", bin("playwright"), ["test"])
    : 1;

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
if (existsSync(playwrightJson)) {
  const { stats } = JSON.parse(readFileSync(playwrightJson, "utf8"));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  skipped += stats.skipped;
}
const failedSteps = [unitStatus, buildStatus, e2eStatus].filter((status) => status !== 0).length;
if (failedSteps > 0 && failed === 0) failed = failedSteps;

console.log("\nTempo de cada etapa:");
for (const line of times) console.log(`  ${line}`);
console.log(`  Total: ${clock((performance.now() - suiteStarted) / 1000)}`);
console.log("\nResumo (vitest + Playwright):");
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
