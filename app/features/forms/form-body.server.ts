import { plainTextProblem } from "~/lib/plain-text";

/**
 * Reading a public form's body safely (DESIGN §7.3): only form encodings, a capped size read before
 * anything is parsed, no control characters, and the spec's old field names mapped to ours.
 */

/** Far above the longest honest submission (~9 KB of text, up to 4 bytes per character). */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

export const bodyMessages = {
  tooLarge: "O formulário enviado é grande demais. Revise os campos e tente novamente.",
  notAForm: "O envio precisa ser um formulário (multipart/form-data ou urlencoded).",
  malformed: "Não foi possível ler o formulário enviado. Tente novamente.",
  controlCharacters: "O formulário contém caracteres inválidos. Revise o texto e tente novamente.",
  unknownForm: "Formulário desconhecido.",
} as const;

export type FormName = "contact" | "patrocinio";

/** The spec's multipart field names (spec §7) and the names our schemas use. */
export const legacyFieldNames: Record<string, string> = {
  Nome: "name",
  "E-mail": "email",
  Telefone: "telefone",
  Assunto: "subject",
  Mensagem: "message",
  Empresa: "empresa",
  Interesse: "interesse",
};

export type BodyResult =
  { ok: true; formData: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

/** Reads at most `limit` bytes of the body; `null` once it is longer. */
async function readCapped(body: ReadableStream<Uint8Array>, limit: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The request's form fields with the spec's names mapped to ours, or why they were refused. */
export async function readFormBody(
  request: Request,
  limit = MAX_FORM_BODY_BYTES,
): Promise<BodyResult> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(mediaType)) {
    return { ok: false, status: 415, message: bodyMessages.notAForm };
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (!Number.isFinite(declared) || declared > limit) {
    return { ok: false, status: 413, message: bodyMessages.tooLarge };
  }
  const bytes = request.body ? await readCapped(request.body, limit) : new Uint8Array();
  if (bytes === null) return { ok: false, status: 413, message: bodyMessages.tooLarge };

  let parsed: FormData;
  try {
    parsed = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return { ok: false, status: 400, message: bodyMessages.malformed };
  }

  const formData = new FormData();
  for (const [key, value] of parsed) {
    // Files have no place in these forms; a text field sent as a file is malformed.
    if (typeof value !== "string") {
      return { ok: false, status: 400, message: bodyMessages.malformed };
    }
    // Any field may have several lines here; its schema says which may not.
    if (plainTextProblem(value, { multiLine: true }) || plainTextProblem(key)) {
      return { ok: false, status: 400, message: bodyMessages.controlCharacters };
    }
    const name = legacyFieldNames[key] ?? key;
    // Our own name wins over the spec's when a body carries both.
    if (name !== key && parsed.has(name)) continue;
    formData.append(name, value);
  }
  return { ok: true, formData };
}

/** Which form a body belongs to (`form-name`, spec §7). */
export function formNameOf(formData: FormData): FormName | null {
  const name = formData.get("form-name");
  return name === "contact" || name === "patrocinio" ? name : null;
}
