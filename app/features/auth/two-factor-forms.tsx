import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { destructiveClass } from "~/components/confirm-dialog";
import { FormErrors, InputField, SubmitButton, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { formatInZone } from "~/lib/time-zone";
import { type MfaIntent, totpCodeSchema } from "./auth-schema";
import type { TwoFactorView } from "./mfa.server";

type LastResult = SubmissionResult<string[]> | undefined;

/** A form asking a current code from the app before `intent` (confirm, regenerate, disable). */
function CodeForm(props: {
  intent: MfaIntent;
  label: string;
  submitLabel: string;
  /** The last answer, with the form it belongs to. */
  answer: { intent?: string | null; lastResult: LastResult };
  danger?: boolean;
}) {
  const { intent, answer } = props;
  const submitting = useNavigation().formData?.get("intent") === intent;
  const lastResult = answer.intent === intent ? answer.lastResult : undefined;
  const [form, fields] = useZodForm(totpCodeSchema, { id: `two-factor-${intent}`, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <InputField
        label={props.label}
        meta={fields.code}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        placeholder="123456"
        className="max-w-xs"
      />
      <div>
        <SubmitButton pending={submitting} className={props.danger ? destructiveClass : undefined}>
          {props.submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

function IntentButton(props: { intent: MfaIntent; children: ReactNode; variant?: "outline" }) {
  return (
    <Form method="post">
      {/* Long labels wrap on a phone instead of widening the page. */}
      <Button
        type="submit"
        name="intent"
        value={props.intent}
        variant={props.variant}
        className="h-auto min-h-10 py-2 text-left whitespace-normal"
      >
        {props.children}
      </Button>
    </Form>
  );
}

/** The recovery codes, shown once after they are made. */
export function RecoveryCodes({ codes, message }: { codes: string[]; message: string }) {
  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-6"
    >
      <p role="status" className="font-semibold text-emerald-800">
        {message}
      </p>
      <h2 id="recovery-codes-title" className="text-brand-950 text-lg font-bold">
        Seus códigos de recuperação
      </h2>
      <p className="text-slate-800">
        Guarde estes códigos em um lugar seguro. Cada um pode ser usado uma única vez para entrar se
        você perder o acesso ao aplicativo. <strong>Eles não serão mostrados novamente.</strong>
      </p>
      <ol
        aria-label="Códigos de recuperação"
        className="grid grid-cols-1 gap-2 font-mono text-base sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-3 py-2 text-slate-900">
            {code}
          </li>
        ))}
      </ol>
      <div>
        <Link
          to="/admin/two-factor"
          className="text-brand-700 inline-flex min-h-10 items-center font-semibold underline underline-offset-4"
        >
          Já guardei os códigos
        </Link>
      </div>
    </section>
  );
}

/** Groups of four characters, easier to type into an app by hand. */
const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/** What the two-factor page shows in each state, with the forms that move between them. */
export function TwoFactorPanel({
  view,
  timeZone,
  answer,
}: {
  view: TwoFactorView;
  /** The event's, in which the date of enrolment is shown. */
  timeZone: string;
  answer: { intent?: string | null; lastResult: LastResult };
}) {
  const card = "flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

  if (view.state === "off") {
    return (
      <section className={card}>
        <p className="text-slate-800">
          A autenticação em dois fatores está <strong>desativada</strong>. Com ela, cada login pede,
          além da senha, um código de 6 dígitos gerado por um aplicativo autenticador no seu celular
          (Google Authenticator, Microsoft Authenticator, FreeOTP, 1Password…).
        </p>
        <div>
          <IntentButton intent="start">
            <ShieldCheck aria-hidden />
            Ativar autenticação em dois fatores
          </IntentButton>
        </div>
      </section>
    );
  }

  if (view.state === "pending") {
    return (
      <section className={card} aria-labelledby="enrol-title">
        <h2 id="enrol-title" className="text-brand-950 text-lg font-bold">
          Configure o aplicativo autenticador
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-slate-800">
          <li>Abra o aplicativo autenticador no celular e escolha adicionar uma conta.</li>
          <li>Escaneie o QR code abaixo ou digite a chave manualmente.</li>
          <li>Informe o código de 6 dígitos que o aplicativo mostrar.</li>
        </ol>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <div
            role="img"
            aria-label="QR code para o aplicativo autenticador"
            className="size-48 shrink-0 rounded-lg border border-slate-200 bg-white p-1 [&>svg]:size-full"
            // Markup made on the server by the `qrcode` library from the otpauth address.
            dangerouslySetInnerHTML={{ __html: view.qrSvg }}
          />
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold text-slate-800" id="secret-label">
              Chave para digitar no aplicativo
            </p>
            <code
              aria-labelledby="secret-label"
              className="rounded-md bg-slate-100 px-3 py-2 font-mono text-base break-all text-slate-900"
            >
              {groupSecret(view.secret)}
            </code>
          </div>
        </div>
        <CodeForm
          intent="confirm"
          label="Código de verificação"
          submitLabel="Confirmar e ativar"
          answer={answer}
        />
        <div>
          <IntentButton intent="cancel" variant="outline">
            Cancelar
          </IntentButton>
        </div>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <section className={card}>
        <p className="flex items-start gap-2 text-slate-800">
          <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <span>
            A autenticação em dois fatores está <strong>ativada</strong> desde{" "}
            {formatInZone(new Date(view.enabledAt), timeZone, "dateTime")}. Códigos de recuperação
            restantes: <strong>{view.recoveryCodesLeft}</strong>.
          </span>
        </p>
      </section>
      <section className={card} aria-labelledby="regenerate-title">
        <h2
          id="regenerate-title"
          className="text-brand-950 flex items-center gap-2 text-lg font-bold"
        >
          <KeyRound aria-hidden className="size-5" />
          Gerar novos códigos de recuperação
        </h2>
        <p className="text-slate-700">
          Os códigos atuais deixarão de funcionar. Para confirmar, informe um código do aplicativo.
        </p>
        <CodeForm
          intent="regenerate"
          label="Código para gerar novos códigos"
          submitLabel="Gerar novos códigos"
          answer={answer}
        />
      </section>
      <section className={card} aria-labelledby="disable-title">
        <h2 id="disable-title" className="text-brand-950 flex items-center gap-2 text-lg font-bold">
          <ShieldOff aria-hidden className="size-5" />
          Desativar a autenticação em dois fatores
        </h2>
        <p className="text-slate-700">
          O login voltará a pedir só a senha, e os códigos de recuperação serão apagados. Para
          confirmar, informe um código do aplicativo.
        </p>
        <CodeForm
          intent="disable"
          label="Código para desativar"
          submitLabel="Desativar"
          answer={answer}
          danger
        />
      </section>
    </div>
  );
}
