import { type FormMetadata, type SubmissionResult, getFormProps } from "@conform-to/react";
import { type LucideIcon, LogIn, ShieldCheck } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { FormErrors, InputField, SubmitButton, useZodForm } from "~/components/forms";
import { loginSchema, verifyCodeSchema } from "./auth-schema";

type LastResult = SubmissionResult<string[]> | undefined;

/** A step of the sign-in (password, then code): the form's error, its fields, a wide button. */
function AuthStepForm<Schema extends Record<string, unknown>>({
  form,
  submit: { label, icon: Icon, pendingLabel },
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  submit: { label: string; icon: LucideIcon; pendingLabel?: string };
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
      <SubmitButton
        size="lg"
        pending={useNavigation().formMethod === "POST"}
        pendingLabel={pendingLabel}
        icon={<Icon aria-hidden />}
        className="w-full"
      >
        {label}
      </SubmitButton>
    </Form>
  );
}

/** E-mail and password (spec §5); a wrong pair comes back as the form's error. */
export function LoginForm({ lastResult }: { lastResult: LastResult }) {
  const [form, fields] = useZodForm(loginSchema, { id: "login-form", lastResult });

  // A refused login empties the password, as the page without JavaScript does. Directly in the
  // DOM: conform's `update` would also drop the form's error message.
  const passwordId = fields.password.id;
  useEffect(() => {
    if (lastResult?.error?.[""] === undefined) return;
    const input = document.getElementById(passwordId);
    if (input instanceof HTMLInputElement) input.value = "";
  }, [lastResult, passwordId]);

  return (
    <AuthStepForm
      form={form}
      submit={{ label: "Entrar", icon: LogIn, pendingLabel: "Entrando..." }}
    >
      <InputField
        label="E-mail"
        meta={fields.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        maxLength={254}
        placeholder="seu@email.com"
      />
      <InputField
        label="Senha"
        meta={fields.password}
        type="password"
        autoComplete="current-password"
        maxLength={1024}
      />
    </AuthStepForm>
  );
}

/** The login's second step: a code from the app or a recovery code. */
export function VerifyCodeForm({ lastResult }: { lastResult: LastResult }) {
  const [form, fields] = useZodForm(verifyCodeSchema, { id: "verify-form", lastResult });
  return (
    <AuthStepForm form={form} submit={{ label: "Verificar", icon: ShieldCheck }}>
      <InputField
        label="Código de verificação"
        meta={fields.code}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        placeholder="123456"
      />
    </AuthStepForm>
  );
}
