// `npm run audit:security`: the hostile-request corpus against the built server, with figures
// (answers by status, slowest answer, largest reply, memory before and after), the login limit
// under concurrent guesses, and a kill -9 durability run. Prints figures; asserts nothing — the
// tests do (tests/e2e/security-requests.spec.ts).
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { hostileBodies, send, streamBody, targets } from "../tests/support/hostile-corpus.ts";
import { ensureBuild, startBuiltServer } from "../tests/support/server-process.ts";
import { durabilityRun } from "./security/durability.ts";

const port = Number(process.env.AUDIT_PORT ?? 3950);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(`.tmp/audit-security-${port}`);
const ADMIN_EMAIL = "admin@congresso.test";
const ADMIN_PASSWORD = "senha-de-teste-123";

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

async function logIn(address?: string) {
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: baseUrl,
      ...(address ? { "X-Forwarded-For": address } : {}),
    },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((c) => /session=/.test(c));
  return { status: response.status, cookie: cookie?.split(";")[0] };
}

const form = (text: string) => ({
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: Buffer.from(text),
});

await ensureBuild();
rmSync(dataDir, { recursive: true, force: true });
const server = await startBuiltServer({ port, dataDir, quiet: true });
const pid = server.child.pid!;
try {
  const { cookie } = await logIn();
  console.log(`Servidor ${baseUrl}, memória inicial ${rssMb(pid).toFixed(0)} MB\n`);

  console.log("Casos que derrubavam o servidor:");
  const single: [string, () => Promise<{ status: number; ms: number; bytes?: number }>][] = [
    ["name[99999999]=x → /contato", () => send(baseUrl, "/contato", form("name[99999999]=x"))],
    [
      "email[3000000]=x → /admin/login",
      () => send(baseUrl, "/admin/login", form("email[3000000]=x")),
    ],
    [
      "paragraphs[100000]=x → /admin/about-congress (sessão)",
      () => send(baseUrl, "/admin/about-congress", form("paragraphs[100000]=x"), { cookie }),
    ],
    [
      "nome com 5.000 níveis → /contato",
      () => send(baseUrl, "/contato", form(`a${"[0]".repeat(5000)}=x`)),
    ],
    [
      "250 MB → /admin/login",
      () => streamBody(baseUrl, "/admin/login", 250 * 1024 * 1024, { declared: true }),
    ],
    [
      "100 KB chunked → /contato",
      () => streamBody(baseUrl, "/contato", 100 * 1024, { declared: false }),
    ],
    [
      "JSON → /admin/speakers (sessão)",
      () =>
        send(
          baseUrl,
          "/admin/speakers",
          { headers: { "Content-Type": "application/json" }, body: Buffer.from("{}") },
          { cookie },
        ),
    ],
  ];
  for (const [label, run] of single) {
    const answer = await run();
    const size = answer.bytes === undefined ? "" : `, ${answer.bytes} bytes`;
    console.log(`  ${label}: ${answer.status} em ${answer.ms.toFixed(1)} ms${size}`);
  }

  console.log("\nCorpus hostil (por alvo: respostas por status, mais lenta, maior resposta):");
  const before = rssMb(pid);
  let total = 0;
  let fiveHundreds = 0;
  for (const target of targets) {
    const statuses = new Map<number, number>();
    let slowest = 0;
    let largest = 0;
    const bodies = hostileBodies(target);
    for (const body of bodies) {
      const answer = await send(baseUrl, target.path, body, {
        cookie: target.admin ? cookie : undefined,
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      slowest = Math.max(slowest, answer.ms);
      largest = Math.max(largest, answer.bytes);
      if (answer.status >= 500) fiveHundreds += 1;
    }
    total += bodies.length;
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `  ${target.path.split("?")[0]}: ${bodies.length} corpos — ${byStatus.join(" ")}; ` +
        `${slowest.toFixed(0)} ms; ${(largest / 1024).toFixed(1)} KB`,
    );
  }
  console.log(
    `  Total: ${total} corpos, ${fiveHundreds} respostas ≥ 500; memória ${before.toFixed(0)} → ` +
      `${rssMb(pid).toFixed(0)} MB`,
  );

  console.log("\nLimite de login:");
  const guesses = await Promise.all(
    Array.from({ length: 40 }, () =>
      fetch(`${baseUrl}/admin/login`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: baseUrl,
          "X-Forwarded-For": "198.51.100.7",
        },
        body: new URLSearchParams({ email: ADMIN_EMAIL, password: "senha-errada-000" }),
        redirect: "manual",
      }).then((response) => response.status),
    ),
  );
  const checked = guesses.filter((status) => status === 400).length;
  const limited = guesses.filter((status) => status === 429).length;
  console.log(
    `  40 palpites errados simultâneos: ${checked} verificados, ${limited} recusados (429)`,
  );
  const fromElsewhere = await logIn("198.51.100.8");
  console.log(`  Senha certa de outro endereço logo depois: ${fromElsewhere.status}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log("\nDurabilidade (kill -9 durante escritas confirmadas):");
const figures = await durabilityRun({
  cycles: 20,
  log: (line: string) => console.log(`  ${line}`),
});
console.log(
  `  ${figures.cycles} ciclos, ${figures.opened} aberturas, ${figures.acknowledged} escritas ` +
    `confirmadas, ${figures.lost} perdidas`,
);
