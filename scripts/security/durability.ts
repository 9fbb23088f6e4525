// Durability of the embedded database under `kill -9`: the built server is started on a temporary
// DATA_DIR, receives public contact-form writes, and is killed at a random moment (usually with
// writes in flight), `cycles` times. Every write the server acknowledged must be there at the end,
// and every start (each one taking over the lock the killed server left) must succeed.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
// Plain Node resolves no `~tests` alias; this is the one shared way to start the built server.
// eslint-disable-next-line no-restricted-imports
import {
  ensureBuild,
  startBuiltServer,
  startScriptNodeFlags,
} from "../../tests/support/server-process.ts";
import { loadServerBundle } from "../server-bundle.ts";

export interface DurabilityFigures {
  cycles: number;
  /** Starts that succeeded, plus the final open that checks the data. */
  opened: number;
  acknowledged: number;
  /** Acknowledged writes missing at the end. */
  lost: number;
  /** Kills that landed while at least one write was in flight. */
  killedDuringWrites: number;
  /** Why a start failed, one line each. */
  failures: string[];
}

interface Bundle {
  openDatabase(config: { dataDir: string }): Promise<{ db: unknown; close(): Promise<void> }>;
  dumpDatabase(
    db: unknown,
  ): Promise<{ tables: Record<string, { rows: Record<string, unknown>[] }> }>;
}

// Writes per cycle at most. The kill comes after a random number of acknowledged writes (0 to
// 10) plus up to 60 ms, while the two writers keep sending, so most kills cut a write in flight;
// with 0 it falls anywhere in the first second (the first request also loads the app).
const MAX_WRITES_PER_CYCLE = 25;
const MAX_ACKS_BEFORE_KILL = 10;

async function killNow(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}

/** The very first start, killed at a random moment of its first initialisation. */
async function killFirstInitialisation(dataDir: string, port: number) {
  const child = spawn(process.execPath, [...startScriptNodeFlags(), "server.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: "ignore",
  });
  const timer = setTimeout(() => void killNow(child), randomInt(100, 2500));
  await once(child, "exit");
  clearTimeout(timer);
}

export async function durabilityRun({
  cycles = 20,
  log = console.log,
  port = 3700,
}: {
  cycles?: number;
  log?: (line: string) => void;
  port?: number;
} = {}): Promise<DurabilityFigures> {
  // The servers started here use the embedded database whatever the caller's environment says.
  const databaseUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  try {
    return await measure(cycles, log, port);
  } finally {
    if (databaseUrl !== undefined) process.env.DATABASE_URL = databaseUrl;
  }
}

async function measure(
  cycles: number,
  log: (line: string) => void,
  port: number,
): Promise<DurabilityFigures> {
  await ensureBuild();
  const bundle = await loadServerBundle<Bundle>(["openDatabase", "dumpDatabase"]);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "durability-"));
  const run = randomBytes(3).toString("hex");
  const acknowledged = new Set<string>();
  const failures: string[] = [];
  let opened = 0;
  let killedDuringWrites = 0;

  await killFirstInitialisation(dataDir, port);
  for (let cycle = 1; cycle <= cycles; cycle++) {
    let server: Awaited<ReturnType<typeof startBuiltServer>>;
    try {
      server = await startBuiltServer({ port, dataDir, fresh: false, quiet: true });
      opened++;
    } catch (error) {
      failures.push(`ciclo ${cycle}: ${(error as Error).message}`);
      log(`ciclo ${cycle}: o servidor não abriu (${(error as Error).message})`);
      continue;
    }

    let inFlight = 0;
    let killed = false;
    let sent = 0;
    let acknowledgedHere = 0;
    let inFlightAtKill = 0;
    const killAfter = randomInt(0, MAX_ACKS_BEFORE_KILL + 1);
    let reached = () => {};
    const killMoment = new Promise<void>((resolve) => (reached = resolve));
    if (killAfter === 0) reached();

    const write = async (n: number) => {
      const subject = `durabilidade ${run} ciclo ${cycle} escrita ${n}`;
      inFlight++;
      try {
        const response = await fetch(`${server.baseUrl}/contato`, {
          method: "POST",
          // One address per write: the per-address limit (5 in 10 minutes) never applies.
          headers: { "X-Forwarded-For": `10.${(cycle >> 8) & 255}.${cycle & 255}.${n}` },
          body: new URLSearchParams({
            "form-name": "contact",
            name: "Teste de Durabilidade",
            email: "durabilidade@example.com",
            telefone: "(71) 99999-0000",
            subject,
            message: "Escrita confirmada que precisa sobreviver a um kill -9.",
          }),
          redirect: "manual",
        });
        await response.arrayBuffer();
        if (response.status >= 200 && response.status < 400) {
          acknowledged.add(subject);
          if (++acknowledgedHere >= killAfter) reached();
        } else if (!killed) {
          failures.push(`ciclo ${cycle}: escrita ${n} recusada (${response.status})`);
        }
      } catch {
        // Cut by the kill: not acknowledged, so it may or may not have been stored.
      } finally {
        inFlight--;
      }
    };
    const writer = async () => {
      while (!killed && sent < MAX_WRITES_PER_CYCLE) await write(++sent);
      reached();
    };
    const kill = (async () => {
      await killMoment;
      const delay = killAfter === 0 ? randomInt(0, 1000) : randomInt(0, 60);
      await new Promise((resolve) => setTimeout(resolve, delay));
      inFlightAtKill = inFlight;
      if (inFlight > 0) killedDuringWrites++;
      killed = true;
      await killNow(server.child);
    })();
    await Promise.all([writer(), writer(), kill]);
    log(
      `ciclo ${cycle}: ${sent} escritas enviadas, ${acknowledgedHere} confirmadas, ` +
        `kill com ${inFlightAtKill} em curso`,
    );
  }

  let stored = new Set<string>();
  try {
    const handle = await bundle.openDatabase({ dataDir });
    opened++;
    try {
      const { tables } = await bundle.dumpDatabase(handle.db);
      stored = new Set(tables.contact_messages?.rows.map((row) => String(row.subject)));
    } finally {
      await handle.close();
    }
  } catch (error) {
    failures.push(`abertura final: ${(error as Error).message}`);
  }
  const lost = [...acknowledged].filter((subject) => !stored.has(subject));
  for (const subject of lost) log(`perdida: ${subject}`);

  const figures = {
    cycles,
    opened,
    acknowledged: acknowledged.size,
    lost: lost.length,
    killedDuringWrites,
    failures,
  };
  // Kept for inspection when something went wrong.
  if (lost.length > 0 || failures.length > 0) log(`Dados mantidos em ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
  return figures;
}
