import type { SubmissionResult } from "@conform-to/react";
import { LogIn } from "lucide-react";
import { useEffect } from "react";
import { useNavigation } from "react-router";
import { InputField, useZodForm } from "~/components/forms";
import { AuthStepForm } from "./auth-step-form";
import { loginSchema } from "./login-schema";

/**
 * E-mail and password (spec §5), validated on submit then on input in the browser and always on
 * the server; works with JavaScript off. Wrong credentials come back as the form's error.
 */
export function LoginForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
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
      submitting={submitting}
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
