// `npm run bench:durability [CYCLES]`: kills the built server (embedded database) at random
// moments during writes and checks that every acknowledged write survived
// (scripts/security/durability.ts). Exits 1 when a write was lost or a start failed.
import { durabilityRun } from "./security/durability.ts";

const cycles = Number(process.argv[2] ?? 20);
if (!Number.isInteger(cycles) || cycles < 1) {
  console.error("Uso: npm run bench:durability -- [CICLOS]");
  process.exit(2);
}
const figures = await durabilityRun({ cycles, log: (line) => console.log(line) });
console.log(
  `\n${figures.cycles} ciclos: ${figures.opened} aberturas, ${figures.acknowledged} escritas ` +
    `confirmadas, ${figures.lost} perdidas, ${figures.killedDuringWrites} kills com escritas em curso.`,
);
for (const failure of figures.failures) console.log(`falha: ${failure}`);
const ok = figures.lost === 0 && figures.failures.length === 0 && figures.opened === cycles + 1;
process.exit(ok ? 0 : 1);
