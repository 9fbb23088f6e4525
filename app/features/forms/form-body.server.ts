import { plainTextProblem } from "~/lib/plain-text";

// Size, type and shape were checked at the edge (server/request-pipeline.ts).

export const bodyMessages = {
  malformed: "Não foi possível ler o formulário enviado. Tente novamente.",
  controlCharacters: "O formulário contém caracteres inválidos. Revise o texto e tente novamente.",
  unknownForm: "Formulário desconhecido.",
} as const;

export type FormName = "contact" | "patrocinio";

/** Each form's fields, labelled as in the spec's multipart body and the team's e-mail. */
export const fieldLabels = {
  contact: {
    name: "Nome",
    email: "E-mail",
    telefone: "Telefone",
    subject: "Assunto",
    message: "Mensagem",
  },
  patrocinio: {
    name: "Nome",
    empresa: "Empresa",
    email: "E-mail",
    telefone: "Telefone",
    interesse: "Interesse",
  },
} satisfies Record<FormName, Record<string, string>>;

/** The spec's field names (spec §7) and the names our schemas use. */
const legacyFieldNames: Record<string, string> = Object.fromEntries(
  Object.values(fieldLabels).flatMap((labels) =>
    Object.entries(labels).map(([name, label]) => [label, name]),
  ),
);

export type BodyResult =
  { ok: true; formData: FormData } | { ok: false; status: 400; message: string };

/** The request's form fields with the spec's names mapped to ours, or why they were refused. */
export async function readFormBody(request: Request): Promise<BodyResult> {
  let parsed: FormData;
  try {
    parsed = await request.formData();
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
