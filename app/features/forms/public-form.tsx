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
import { type FormName, fieldLabels } from "~/lib/public-form-fields";
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

/** Each field's control beyond its label and limit; the placeholders a form does not set itself. */
const controls: Record<
  string,
  { type?: "email" | "tel"; autoComplete?: string; placeholder?: string }
> = {
  name: { autoComplete: "name", placeholder: "Seu nome completo" },
  empresa: { autoComplete: "organization", placeholder: "Nome da empresa" },
  email: { type: "email", autoComplete: "email" },
  telefone: { type: "tel", autoComplete: "tel", placeholder: "(71) 99999-9999" },
};

/** A public form: hidden fields, the note, form errors, `fieldLabels`' fields (the last a textarea), send. */
export function PublicForm<Schema extends Record<string, unknown>>({
  form,
  fields,
  limits,
  formName,
  placeholders,
  submitting,
  submitLabel,
  notice,
}: {
  form: FormMetadata<Schema, string[]>;
  fields: Record<string, Meta>;
  limits: Record<string, number>;
  formName: FormName;
  placeholders: Record<string, string>;
  submitting: boolean;
  submitLabel: string;
  /** Shown above the fields (the sponsorship form's success note). */
  notice?: ReactNode;
}) {
  const labels: Record<string, string> = fieldLabels[formName];
  const names = Object.keys(labels);
  const long = names.pop()!;
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-5">
      <input type="hidden" name="form-name" value={formName} />
      {/* The trap is off-screen, not `display: none` (which bots skip); people never reach it. */}
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
      {notice}
      <p className="text-sm text-slate-600">Todos os campos são obrigatórios.</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 md:grid-cols-2">
        {names.map((name) => {
          const { type, autoComplete, placeholder } = controls[name] ?? {};
          return (
            <InputField
              key={name}
              label={labels[name]!}
              type={type}
              autoComplete={autoComplete}
              meta={fields[name]!}
              maxLength={limits[name]}
              placeholder={placeholders[name] ?? placeholder}
            />
          );
        })}
      </div>
      <TextareaField
        label={labels[long]!}
        meta={fields[long]!}
        rows={5}
        textareaClassName="min-h-32"
        maxLength={limits[long]}
        placeholder={placeholders[long]}
      />
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
