// Validators of the Frab schedule exports (issue 13, item 2) against the c3voc schemas in
// tests/fixtures/c3voc-schedule/: xmllint for the XML (Debian's libxml2-utils, installed by
// .ci/run) and Ajv, with the schema's own draft, for the JSON.
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const fixtures = fileURLToPath(new URL("../fixtures/c3voc-schedule/", import.meta.url));
export const SCHEDULE_XSD = path.join(fixtures, "schedule.xml.xsd");
const jsonSchema = JSON.parse(readFileSync(path.join(fixtures, "schedule.schema.json"), "utf8"));

/** xmllint's verdict on a document, or a thrown error saying how to install it: never a skip. */
export function validateScheduleXml(xml: string): { valid: boolean; output: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "schedule-xml-"));
  try {
    const file = path.join(dir, "schedule.xml");
    writeFileSync(file, xml);
    const run = spawnSync("xmllint", ["--schema", SCHEDULE_XSD, "--noout", file], {
      encoding: "utf8",
    });
    if (run.error) {
      throw new Error(
        `xmllint não encontrado (${run.error.message}): instale o pacote Debian libxml2-utils ` +
          "(apt-get install libxml2-utils; .ci/run já o instala).",
      );
    }
    return { valid: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const require = createRequire(import.meta.url);
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
// The c3voc schema is draft-06; its `$oneOf` (a disabled oneOf) and `$todo` are notes.
ajv.addMetaSchema(require("ajv/dist/refs/json-schema-draft-06.json"));
ajv.addVocabulary(["$oneOf", "$todo"]);
addFormats(ajv);
// c3voc's own format: the XSD's hexColor.
ajv.addFormat("color", /^#[0-9a-fA-F]{6}$/);
const validateJson = ajv.compile(jsonSchema);

/** Ajv's verdict on a parsed `/schedule.json` against the c3voc JSON schema. */
export function validateScheduleJson(document: unknown) {
  const valid = validateJson(document) as boolean;
  return { valid, errors: ajv.errorsText(validateJson.errors, { separator: "\n" }) };
}
