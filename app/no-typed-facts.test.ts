import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";

/*
 * A date, price or number of the current edition is typed once, in the default facts
 * (app/content/default-event-facts.ts), and formatted where it is shown. Any copy elsewhere in
 * the app would go stale when the organisers change the facts. Comments are not shown: they may
 * give examples.
 */

const APP = join(import.meta.dirname);

/** Default content: the facts, and the programme and about block seeded into a new database. */
const DEFAULT_CONTENT = [
  "content/default-event-facts.ts",
  "content/default-programme.ts",
  "content/default-about.ts",
];

const LITERALS: [string, RegExp][] = [
  ["an ISO date of the edition", /2025-0[78]-\d\d/],
  ["a short date of the edition", /\b(2[5-9]|30)\/0[78]\b/],
  ["a month of the edition", /(julho|agosto) de 2025/i],
  ["a day of the edition without its year", /\b(27|28|29) (e \d+ )?de agosto\b/],
  ["a ticket price", /\b(377|307)([,.]00)?\b|46,44|37,82/],
  ["a hotel rate", /R\$\s?(350|280|220)\b/],
  ["a price typed out", /R\$\s?\d/],
  ["the hotels' discount code", /NURSING2025/],
  ["the edition's number as a name", /\b15[ºª]/],
];

const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

function sourceFiles(dir: string, name = /\.(ts|tsx)$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, name);
    return name.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Text files served as they are (the web app manifest, robots…): no facts in them either. */
const PUBLIC_TEXT = sourceFiles(join(APP, "..", "public"), /\.(webmanifest|json|txt|html)$/);

test("no module outside the default content types a fact of the edition", () => {
  const found = [...sourceFiles(APP), ...PUBLIC_TEXT]
    .filter((path) => !DEFAULT_CONTENT.includes(relative(APP, path)))
    .flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          isComment(line)
            ? []
            : LITERALS.filter(([, pattern]) => pattern.test(line)).map(
                ([what]) => `${relative(APP, path)}:${index + 1}: ${what}: ${line.trim()}`,
              ),
        ),
    );
  expect(found).toEqual([]);
});

test("the check finds a fact typed out, and not in a comment", () => {
  const found = (line: string) =>
    isComment(line)
      ? []
      : LITERALS.filter(([, pattern]) => pattern.test(line)).map(([what]) => what);
  expect(found('badge: "27 a 29 de agosto de 2025 • 28/08",')).toEqual([
    "a short date of the edition",
    "a month of the edition",
    "a day of the edition without its year",
  ]);
  expect(found("price: formatBRL(377),")).toEqual(["a ticket price"]);
  expect(found('text: "A partir de R$ 280",')).toEqual(["a hotel rate", "a price typed out"]);
  expect(found('eyebrow: "15ª edição",')).toEqual(["the edition's number as a name"]);
  expect(found(' * "28/08": an example in a comment')).toEqual([]);
  expect(found('text: "{dias_do_congresso}",')).toEqual([]);
});
