import type { SubmissionResult } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { z } from "~/lib/zod";
import {
  ErrorList,
  Field,
  FormErrors,
  InputField,
  SelectField,
  SubmitButton,
  TextareaField,
  useZodForm,
} from "./forms";
import { Input } from "./ui/input";

/** The start tag of the element with this id. */
const tagOf = (html: string, id: string) =>
  new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";

const schema = z.object({
  name: z.string({ error: "Nome é obrigatório" }).max(20),
  bio: z.string().optional(),
  size: z.enum(["p", "g"]).optional(),
});

function Demo({
  lastResult,
  transformed = false,
}: {
  lastResult?: SubmissionResult<string[]>;
  transformed?: boolean;
}) {
  const chosen: z.ZodType<unknown, z.input<typeof schema>> = transformed
    ? schema.transform((value) => value.name)
    : schema;
  const [form, fields] = useZodForm(chosen, {
    id: "demo",
    lastResult,
  });
  return (
    <form id={form.id}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <InputField label="Nome" meta={fields.name} description="Como no crachá" />
      <TextareaField label="Biografia" meta={fields.bio} />
      <SelectField label="Tamanho" meta={fields.size}>
        <option value="p">P</option>
      </SelectField>
    </form>
  );
}

test("a field without errors is labelled, constrained by the schema and shows no error", () => {
  const html = renderToStaticMarkup(<Demo />);
  expect(html).toMatch(/<label[^>]*for="demo-name"[^>]*>Nome<\/label>/);
  const input = tagOf(html, "demo-name");
  expect(input).toMatch(/^<input /);
  expect(input).toContain('required=""');
  expect(html).not.toContain('role="alert"');
  expect(html).not.toContain('aria-invalid="');
  // The hint is read with the control.
  expect(input).toContain('aria-describedby="demo-name-description"');
  expect(html).toMatch(/<p id="demo-name-description"[^>]*>Como no crachá<\/p>/);
});

test("the server's errors mark the control invalid and point it at the announced list", () => {
  const html = renderToStaticMarkup(
    <Demo
      lastResult={{
        status: "error",
        initialValue: { name: "", bio: "x" },
        error: { name: ["Nome é obrigatório"], "": ["Tente novamente."] },
      }}
    />,
  );
  const input = tagOf(html, "demo-name");
  expect(input).toContain('aria-invalid="true"');
  expect(input).toContain('aria-describedby="demo-name-error demo-name-description"');
  expect(html).toMatch(/<div id="demo-name-error" role="alert"[^>]*>.*Nome é obrigatório/);
  // The form's own error sits in one announced block tied to the form.
  expect(tagOf(html, "demo-error")).toContain('role="alert"');
  expect(html).toMatch(/id="demo-error"[^>]*>.*Tente novamente\./);
  expect(html).toMatch(/<textarea[^>]*id="demo-bio"[^>]*>x<\/textarea>/);
});

test("a transformed schema takes its constraints from its input side", () => {
  expect(tagOf(renderToStaticMarkup(<Demo transformed />), "demo-name")).toContain('required=""');
});

test("the error list and the form errors render nothing without errors", () => {
  expect(renderToStaticMarkup(<ErrorList id="x" errors={[]} />)).toBe("");
  expect(renderToStaticMarkup(<FormErrors errors={undefined}>extra</FormErrors>)).toBe("");
});

test("a field outside conform shows the errors its control points at", () => {
  const html = renderToStaticMarkup(
    <Field label="Dia" htmlFor="dia" errorId="dia-erro" errors={["Rótulo do dia é obrigatório"]}>
      <Input id="dia" aria-invalid aria-describedby="dia-erro" />
    </Field>,
  );
  expect(html).toMatch(/<label[^>]*for="dia"/);
  expect(html).toMatch(/<div id="dia-erro" role="alert"[^>]*>.*Rótulo do dia é obrigatório/);
});

test("the submit button is disabled while pending and shows the pending text", () => {
  const idle = renderToStaticMarkup(
    <SubmitButton pendingLabel="Enviando..." icon={<svg data-icon="send" />}>
      Enviar
    </SubmitButton>,
  );
  expect(idle).toMatch(/<button[^>]*type="submit"/);
  expect(idle).not.toContain('disabled=""');
  expect(idle).toContain('data-icon="send"');
  expect(idle).toContain("Enviar");

  const pending = renderToStaticMarkup(
    <SubmitButton pending pendingLabel="Enviando..." icon={<svg data-icon="send" />}>
      Enviar
    </SubmitButton>,
  );
  expect(pending).toMatch(/<button[^>]*disabled=""/);
  expect(pending).not.toContain('data-icon="send"');
  expect(pending).toContain("animate-spin");
  expect(pending).toContain("Enviando...");
  expect(pending).not.toContain(">Enviar<");

  // Without a pending text the label stays.
  expect(renderToStaticMarkup(<SubmitButton pending>Verificar</SubmitButton>)).toContain(
    "Verificar",
  );
});
