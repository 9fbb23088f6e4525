// The site's JSON-LD checked against the schema.org vocabulary, offline: Adobe's
// structured-data validator (every node's type and properties, and Google's rules for the types
// it knows, such as Offer and Person), on schema.org's own vocabulary file in
// tests/fixtures/schemaorg/; then each value against its property's range, which that validator
// leaves alone: a nested node of an accepted type, an enumeration member of the range's
// enumeration (eventStatus, availability), an ISO 8601 date where a date is expected.
import Validator from "@adobe/structured-data-validator";
import { readFileSync } from "node:fs";

const VOCABULARY_FILE = new URL(
  "../fixtures/schemaorg/schemaorg-current-https.jsonld",
  import.meta.url,
);
const vocabulary = JSON.parse(readFileSync(VOCABULARY_FILE, "utf8")) as {
  "@graph": VocabularyNode[];
};

interface VocabularyNode {
  "@id": string;
  "@type": string | string[];
  "rdfs:subClassOf"?: IdRef | IdRef[];
  "schema:rangeIncludes"?: IdRef | IdRef[];
}
type IdRef = { "@id": string };
type Json = Record<string, unknown>;

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const term = (id: string) => id.replace(/^schema:/, "");

const terms = new Map(vocabulary["@graph"].map((node) => [term(node["@id"]), node]));
const parents = (name: string) =>
  list(terms.get(name)?.["rdfs:subClassOf"]).map((ref) => term(ref["@id"]));

/** Whether the class `name` is `ancestor` or one of its subclasses. */
function isA(name: string, ancestor: string, seen = new Set<string>()): boolean {
  if (name === ancestor) return true;
  if (seen.has(name)) return false;
  seen.add(name);
  return parents(name).some((parent) => isA(parent, ancestor, seen));
}

const rangeOf = (property: string) =>
  list(terms.get(property)?.["schema:rangeIncludes"]).map((ref) => term(ref["@id"]));
const isDataType = (name: string) =>
  list(terms.get(name)?.["@type"]).includes("schema:DataType") || parents(name).some(isDataType);

const SCHEMA_TERM = /^https?:\/\/schema\.org\/(.+)$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2}))?$/;

/** What the vocabulary says of `value` as the `property` of a node: problems, if any. */
function rangeIssues(property: string, value: unknown, at: string): string[] {
  const range = rangeOf(property);
  if (!range.length) return [];
  if (Array.isArray(value)) return value.flatMap((item) => rangeIssues(property, item, at));
  if (typeof value === "string") {
    const member = SCHEMA_TERM.exec(value)?.[1];
    if (member) {
      const types = list(terms.get(member)?.["@type"]).map(term);
      return types.some((type) => range.some((accepted) => isA(type, accepted)))
        ? []
        : [`${at}.${property}: ${value} não é um valor de ${range.join(" | ")}`];
    }
    const dateOnly = range.every((accepted) => ["Date", "DateTime"].includes(accepted));
    if (dateOnly && !ISO_DATE.test(value))
      return [`${at}.${property}: "${value}" não é uma data ISO 8601`];
    return range.some(isDataType)
      ? []
      : [`${at}.${property}: texto onde se espera ${range.join(" | ")}`];
  }
  if (value && typeof value === "object") {
    const type = (value as Json)["@type"];
    if (typeof type !== "string") return [];
    return range.some((accepted) => isA(type, accepted))
      ? []
      : [`${at}.${property}: ${type} onde se espera ${range.join(" | ")}`];
  }
  return [];
}

/** Every node of a JSON-LD tree with its path, the root first. */
function* nodes(value: unknown, at: string): Generator<[Json, string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* nodes(item, `${at}[${index}]`);
  } else if (value && typeof value === "object") {
    yield [value as Json, at];
    for (const [key, child] of Object.entries(value)) {
      if (!key.startsWith("@")) yield* nodes(child, `${at}.${key}`);
    }
  }
}

export interface StructuredDataReport {
  /** Each block's nodes by type, e.g. "Event ×12, Place ×12, …". */
  checked: string[];
  /** The validator's errors and warnings and the range problems, as one line each. */
  issues: string[];
}

/** The JSON-LD blocks of one page, checked. */
export async function checkStructuredData(blocks: readonly Json[]): Promise<StructuredDataReport> {
  const validator = new Validator(vocabulary);
  const checked: string[] = [];
  const issues: string[] = [];
  for (const [index, block] of blocks.entries()) {
    const type = String(block["@type"]);
    const counts = new Map<string, number>();
    for (const [node, at] of nodes(block, type)) {
      if (typeof node["@type"] === "string") {
        counts.set(node["@type"], (counts.get(node["@type"]) ?? 0) + 1);
      }
      for (const [key, value] of Object.entries(node)) {
        if (!key.startsWith("@")) issues.push(...rangeIssues(key, value, at));
      }
    }
    checked.push(
      `${index + 1}. ${[...counts].map(([name, count]) => `${name} ×${count}`).join(", ")}`,
    );
    // A copy: the validator takes the blocks apart as it goes.
    const found = await validator.validate({ jsonld: { [type]: [structuredClone(block)] } });
    for (const issue of found) {
      const where = (issue.path ?? []).map((step) => step.property ?? step.type).join(".");
      issues.push(`${issue.severity} ${where}: ${issue.issueMessage}`);
    }
  }
  return { checked, issues };
}
