import { type FieldMetadata, type FormMetadata, getFormProps } from "@conform-to/react";
import { Send } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import {
  FormErrors,
  InputField,
  SubmitButton,
  TextareaField,
  useZodForm,
} from "~/components/forms";
import { toast } from "~/components/toaster";
import type { z } from "~/lib/zod";
import { type FormActionData, HONEYPOT_FIELD } from "./form-messages";

type Meta = FieldMetadata<string | null | undefined>;

type Toast = { title: string; description: string };

/** The spec's toasts for each answer; after success the focus moves to `ref={sentFocus}`. */
export function usePublicForm<Input extends Record<string, unknown>, Output>(
  schema: z.ZodType<Output, Input>,
  {
    id,
    formName,
    actionData,
    toasts,
  }: {
    id: string;
    formName: string;
    actionData: FormActionData | undefined;
    toasts: { sent: Toast; rejected: Toast };
  },
) {
  const [form, fields] = useZodForm(schema, { id, lastResult: actionData?.result });
  const sentFocusTarget = useRef<HTMLElement | null>(null);
  const sentFocus = useCallback((element: HTMLElement | null) => {
    sentFocusTarget.current = element;
  }, []);
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("form-name") === formName;
  useEffect(() => {
    if (!actionData) return;
    if (actionData.sent) {
      toast.success(toasts.sent.title, { description: toasts.sent.description });
      sentFocusTarget.current?.focus();
    } else if (actionData.failure === "rejected") {
      toast.error(toasts.rejected.title, { description: toasts.rejected.description });
    } else if (actionData.failure === "exception") {
      toast.error("Erro ao processar sua solicitação", {
        description: "Verifique sua conexão e tente novamente.",
      });
    }
    // The toasts are constant for a form; only a new answer shows a toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);
  return { form, fields, submitting, sentFocus };
}

/** The trap is off-screen, not `display: none` (which bots skip); people never reach it. */
function HiddenFormFields({ formName }: { formName: string }) {
  return (
    <>
      <input type="hidden" name="form-name" value={formName} />
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${formName}-${HONEYPOT_FIELD}`}>Não preencha este campo</label>
        <input
          id={`${formName}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}

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
