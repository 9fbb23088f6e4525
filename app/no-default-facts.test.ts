import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { expect, test } from "vitest";

/*
 * The site shows the current edition's facts, which an organiser changes in the admin.
 * A runtime module that imports the default facts would keep showing the edition they describe;
 * components read `useEventFacts()`, loaders and resource routes `getEventFacts(db)`, and pure
 * functions take the facts as an argument. Only the defaults themselves, the storage that seeds
 * them, the default programme (seeded with them) and tests may import them.
 */

const APP = join(import.meta.dirname);

const ALLOWED = [
  /^content\/default-event-facts\.ts$/,
  /^content\/default-programme\.ts$/,
  /^features\/event-facts\/[^/]+\.server\.ts$/,
  // The seed stores the defaults as the first version of a new (or upgraded) database.
  /^db\/seed\.server\.ts$/,
  // A stored version that no longer parses takes the defaults' fields (read on the server only).
  /^features\/event-facts\/read-event-facts\.ts$/,
];

/** The modules that hold the default edition, by their path in app/ without an extension. */
const DEFAULT_MODULES = ["content/default-event-facts", "content/event"];

/** The module whose `courseDay` export is the default edition's course day. */
const COURSE_DAY_MODULES = ["content/default-programme"];

const IMPORT =
  /(?:import|export)\s*(type\s+)?([^'"]*?)\s*from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** A specifier as a path in app/ ("~/content/event", "./event" in content/ → "content/event"). */
function appPath(specifier: string, file: string) {
  if (specifier.startsWith("~/")) return specifier.slice(2).replace(/\.tsx?$/, "");
  if (specifier.startsWith(".")) {
    return relative(APP, join(dirname(join(APP, file)), specifier)).replace(/\.tsx?$/, "");
  }
  return null;
}

/** What a module's source imports that is the default edition: "<module>" or "<module>#courseDay". */
function defaultImports(source: string, file: string): string[] {
  return [...source.matchAll(IMPORT)].flatMap((match) => {
    const path = appPath(match[3] ?? match[4]!, file);
    if (!path) return [];
    if (DEFAULT_MODULES.includes(path)) return [path];
    const names = match[2] ?? "";
    if (COURSE_DAY_MODULES.includes(path) && /\bcourseDay\b(?!\w)/.test(names)) {
      return [`${path}#courseDay`];
    }
    return [];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test("no runtime module imports the default facts", () => {
  const found = sourceFiles(APP)
    .map((path) => relative(APP, path))
    .filter((file) => !ALLOWED.some((allowed) => allowed.test(file)))
    .flatMap((file) =>
      defaultImports(readFileSync(join(APP, file), "utf8"), file).map(
        (what) => `${file} imports ${what}`,
      ),
    );
  expect(found).toEqual([]);
});

test("the check finds every way of importing a default, and nothing else", () => {
  const file = "features/programme/example.ts";
  expect(
    defaultImports('import { defaultEvent } from "~/content/default-event-facts";', file),
  ).toEqual(["content/default-event-facts"]);
  expect(defaultImports('import { links } from "~/content/event";', file)).toEqual([
    "content/event",
  ]);
  expect(defaultImports('import { links } from "./event";', "content/navigation.ts")).toEqual([
    "content/event",
  ]);
  expect(defaultImports('const m = import("~/content/default-event-facts");', file)).toEqual([
    "content/default-event-facts",
  ]);
  expect(
    defaultImports(
      'import {\n  courseDay,\n  defaultProgramme,\n} from "~/content/default-programme";',
      file,
    ),
  ).toEqual(["content/default-programme#courseDay"]);
  expect(
    defaultImports('import { courseDayOf } from "~/content/default-programme";', file),
  ).toEqual([]);
  expect(
    defaultImports('import type { EventFacts } from "~/content/event-facts-schema";', file),
  ).toEqual([]);
  expect(
    defaultImports('import { useEventFacts } from "~/lib/event-facts-context";', file),
  ).toEqual([]);
});
