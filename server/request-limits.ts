import { mediaMessages } from "~/lib/media-rules";
import { routePath } from "~/lib/route-path";

// What a request may look like before any route sees it: body size and types per endpoint, and a
// form's shape (the form parser expands `name[99999999]` into an array, so indices are capped here).

export const requestMessages = {
  tooLarge: "O formulário enviado é grande demais. Revise os campos e tente novamente.",
  notAForm: "O envio precisa ser um formulário (multipart/form-data ou urlencoded).",
  malformed: "Não foi possível ler o formulário enviado. Tente novamente.",
  badFieldName: "O formulário enviado tem um campo com nome inválido.",
  tooManyFields: "O formulário enviado tem campos demais.",
  encoding: "Codificação de conteúdo não suportada.",
  method: "Método não permitido.",
  foreignOrigin: "Origem não permitida.",
  urlTooLong: "O endereço solicitado é longo demais.",
} as const;

export const ALLOWED_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST"]);

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const KB = 1024;

/** Far above the longest honest submission of a public form (~9 KB of text). */
export const PUBLIC_FORM_MAX_BYTES = 64 * KB;
/** An image at the upload limit (2 MB) plus its multipart envelope. */
export const UPLOAD_MAX_BYTES = 2 * KB * KB + 64 * KB;
/** The whole programme travels in one field when an organiser saves it. */
const PROGRAMME_MAX_BYTES = 1024 * KB;
export const ADMIN_FORM_MAX_BYTES = 256 * KB;
export const PAGE_VIEW_MAX_BYTES = 2 * KB;

export const formShapeLimits = {
  maxFields: 500,
  maxNameLength: 200,
  /** The largest array index a field name may carry (`paragraphs[499]`). */
  maxIndex: 499,
  /** Path segments of a nested name (`professionals[0].name` has 3). */
  maxDepth: 6,
} as const;

// `json`: refusals as `{ error }` JSON; `tooLarge`: the 413's message.
const formRule = (maxBytes: number) => ({
  maxBytes,
  types: FORM_TYPES,
  form: true,
  json: false,
  tooLarge: requestMessages.tooLarge,
});

export function bodyRuleFor(pathname: string) {
  const path = routePath(pathname);
  if (path === "/api/page-view") {
    return {
      ...formRule(PAGE_VIEW_MAX_BYTES),
      types: ["application/json", "text/plain"],
      form: false,
    };
  }
  if (path === "/admin/media") {
    return {
      ...formRule(UPLOAD_MAX_BYTES),
      types: ["multipart/form-data"],
      json: true,
      tooLarge: mediaMessages.tooLarge,
    };
  }
  if (path === "/admin/program") return formRule(PROGRAMME_MAX_BYTES);
  // Login is public: it gets the public forms' limit, not the admin area's.
  if (path.startsWith("/admin/") && path !== "/admin/login") return formRule(ADMIN_FORM_MAX_BYTES);
  return formRule(PUBLIC_FORM_MAX_BYTES);
}

/** `multipart/form-data; boundary=…` → `multipart/form-data`. */
export function mediaTypeOf(contentType: string | undefined) {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

const FORBIDDEN_SEGMENTS = new Set(["__proto__", "prototype", "constructor"]);

/** Why a field name is refused, or null; split as conform reads it (`.` keys, `[n]` indices). */
export function fieldNameProblem(name: string): string | null {
  if (name.length === 0 || name.length > formShapeLimits.maxNameLength) return "length";
  const segments: string[] = [];
  let rest = name;
  while (rest.length > 0) {
    const index = /^\[(\d+)\]/.exec(rest);
    if (index) {
      if (index[1]!.length > 3 || Number(index[1]) > formShapeLimits.maxIndex) return "index";
      segments.push(index[1]!);
      rest = rest.slice(index[0].length);
      if (rest.startsWith(".")) rest = rest.slice(1);
      continue;
    }
    const key = /^[^.[]*/.exec(rest)![0];
    // A bracket that does not open an index (`a[x]`, `a[`) is not a shape any form uses.
    if (key.length === 0 && rest.startsWith("[")) return "bracket";
    if (FORBIDDEN_SEGMENTS.has(key)) return "reserved";
    segments.push(key);
    rest = rest.slice(key.length);
    if (rest.startsWith(".")) {
      rest = rest.slice(1);
      if (rest.length === 0) return "trailing-dot";
    }
  }
  return segments.length > formShapeLimits.maxDepth ? "depth" : null;
}

/** Why a form's field names are refused, or null; `names` is every field's name in order. */
export function formShapeProblem(names: Iterable<string>): keyof typeof requestMessages | null {
  let count = 0;
  for (const name of names) {
    count += 1;
    if (count > formShapeLimits.maxFields) return "tooManyFields";
    if (fieldNameProblem(name)) return "badFieldName";
  }
  return null;
}
