import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { LoaderCircle, LogIn } from "lucide-react";
import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { AdminNotice, AdminTextField } from "~/components/admin/form-field";
import { Button } from "~/components/ui/button";
import { loginSchema } from "./login-schema";

/**
 * E-mail and password (spec §5), validated on submit then on input in the browser and always on
 * the server; works with JavaScript off. Wrong credentials come back as the form's error.
 */
export function LoginForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "login-form",
    lastResult,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });

  // A refused login empties the password, as the page without JavaScript does. Directly in the
  // DOM: conform's `update` would also drop the form's error message.
  const passwordId = fields.password.id;
  useEffect(() => {
    if (lastResult?.error?.[""] === undefined) return;
    const input = document.getElementById(passwordId);
    if (input instanceof HTMLInputElement) input.value = "";
  }, [lastResult, passwordId]);

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
      {form.errors?.length ? (
        <AdminNotice id={form.errorId} tone="error">
          {form.errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </AdminNotice>
      ) : null}
      <AdminTextField
        label="E-mail"
        meta={fields.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        maxLength={254}
        placeholder="seu@email.com"
      />
      <AdminTextField
        label="Senha"
        meta={fields.password}
        type="password"
        autoComplete="current-password"
        maxLength={1024}
      />
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? (
          <>
            <LoaderCircle aria-hidden className="animate-spin" />
            Entrando...
          </>
        ) : (
          <>
            <LogIn aria-hidden />
            Entrar
          </>
        )}
      </Button>
    </Form>
  );
}
