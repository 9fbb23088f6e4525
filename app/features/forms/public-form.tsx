import { type FieldMetadata, type FormMetadata, getFormProps } from "@conform-to/react";
import { Send } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormErrors, InputField, SubmitButton, TextareaField } from "~/components/forms";
import { HiddenFormFields } from "./spam-trap";

type Meta = FieldMetadata<string | null | undefined>;

/** A public form: its hidden fields, the note, the form-level errors, the fields, the send button. */
export function PublicForm<Schema extends Record<string, unknown>>({
  form,
  formName,
  submitting,
  submitLabel,
  notice,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  formName: string;
  submitting: boolean;
  submitLabel: string;
  /** Shown above the fields (the sponsorship form's success note). */
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-5">
      <HiddenFormFields formName={formName} />
      {notice}
      <p className="text-sm text-slate-600">Todos os campos são obrigatórios.</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
      <SubmitButton
        size="lg"
        pending={submitting}
        pendingLabel="Enviando..."
        icon={<Send aria-hidden />}
        className="w-full md:w-auto md:self-start"
      >
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}

/** The name field both public forms ask for first. */
export function NameField({ meta, maxLength }: { meta: Meta; maxLength: number }) {
  return (
    <InputField
      label="Nome"
      meta={meta}
      autoComplete="name"
      maxLength={maxLength}
      placeholder="Seu nome completo"
    />
  );
}

/** The e-mail and phone fields of both public forms; `field` gives each one's metadata and limit. */
export function EmailAndPhoneFields({
  field,
  emailPlaceholder,
}: {
  field: (name: "email" | "telefone") => { meta: Meta; maxLength: number };
  emailPlaceholder: string;
}) {
  return (
    <>
      <InputField
        label="E-mail"
        type="email"
        autoComplete="email"
        {...field("email")}
        placeholder={emailPlaceholder}
      />
      <InputField
        label="Telefone"
        type="tel"
        autoComplete="tel"
        {...field("telefone")}
        placeholder="(71) 99999-9999"
      />
    </>
  );
}

/** The long text both public forms end with (the message, the sponsor's interest). */
export function MessageField({
  label,
  meta,
  maxLength,
  placeholder,
}: {
  label: string;
  meta: Meta;
  maxLength: number;
  placeholder: string;
}) {
  return (
    <TextareaField
      label={label}
      meta={meta}
      rows={5}
      textareaClassName="min-h-32"
      maxLength={maxLength}
      placeholder={placeholder}
    />
  );
}
