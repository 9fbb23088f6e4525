import { getFormProps } from "@conform-to/react";
import { CircleCheck, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Form, useNavigation } from "react-router";
import {
  FormErrors,
  InputField,
  SubmitButton,
  TextareaField,
  useZodForm,
} from "~/components/forms";
import { toast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { contact } from "~/content/event";
import { contactLimits, contactSchema } from "./contact-schema";
import type { FormActionData } from "./form-messages";
import { HiddenFormFields } from "./spam-trap";

const FORM_NAME = "contact";

/**
 * The contact form (spec §2, §5): validated on submit then on input in the browser, always by the
 * route's action. Success replaces the form by a panel until 'Enviar nova mensagem'.
 */
export function ContactForm({ actionData }: { actionData: FormActionData | undefined }) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("form-name") === FORM_NAME;
  // The answer the visitor already closed with 'Enviar nova mensagem'.
  const [dismissed, setDismissed] = useState<FormActionData>();
  const sent = actionData?.sent === true && actionData !== dismissed;

  const [form, fields] = useZodForm(contactSchema, {
    id: "contact-form",
    lastResult: actionData?.result,
  });

  const successHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!actionData) return;
    if (actionData.sent) {
      toast.success("Mensagem enviada com sucesso!", {
        description: "Entraremos em contato em breve.",
      });
      successHeading.current?.focus();
    } else if (actionData.failure === "rejected") {
      toast.error("Falha ao enviar mensagem", {
        description: `Tente novamente ou ligue para ${contact.phone}.`,
      });
    } else if (actionData.failure === "exception") {
      toast.error("Erro ao processar sua solicitação", {
        description: "Verifique sua conexão e tente novamente.",
      });
    }
  }, [actionData]);

  if (sent) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-4 rounded-xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center"
      >
        <CircleCheck aria-hidden className="size-14 text-emerald-700" />
        <h3
          ref={successHeading}
          tabIndex={-1}
          className="text-2xl font-bold text-emerald-900 outline-none"
        >
          Mensagem Enviada!
        </h3>
        <p className="max-w-md text-slate-700">
          Obrigado pelo contato. Recebemos sua mensagem e responderemos em breve pelo e-mail
          informado.
        </p>
        {/* Without JavaScript this reloads the page with an empty form. */}
        <form
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            // Rendered at once so the emptied form's first field can take the focus.
            flushSync(() => setDismissed(actionData));
            document.getElementById(fields.name.id)?.focus();
          }}
        >
          <Button type="submit" variant="outline" size="lg">
            Enviar nova mensagem
          </Button>
        </form>
      </div>
    );
  }

  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-5">
      <HiddenFormFields formName={FORM_NAME} />
      <p className="text-sm text-slate-600">Todos os campos são obrigatórios.</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 md:grid-cols-2">
        <InputField
          label="Nome"
          meta={fields.name}
          autoComplete="name"
          maxLength={contactLimits.name}
          placeholder="Seu nome completo"
        />
        <InputField
          label="E-mail"
          meta={fields.email}
          type="email"
          autoComplete="email"
          maxLength={contactLimits.email}
          placeholder="seu@email.com"
        />
        <InputField
          label="Telefone"
          meta={fields.telefone}
          type="tel"
          autoComplete="tel"
          maxLength={contactLimits.telefone}
          placeholder="(71) 99999-9999"
        />
        <InputField
          label="Assunto"
          meta={fields.subject}
          maxLength={contactLimits.subject}
          placeholder="Sobre o que você quer falar?"
        />
      </div>
      <TextareaField
        label="Mensagem"
        meta={fields.message}
        rows={5}
        textareaClassName="min-h-32"
        maxLength={contactLimits.message}
        placeholder="Escreva sua mensagem"
      />
      <SubmitButton
        size="lg"
        pending={submitting}
        pendingLabel="Enviando..."
        icon={<Send aria-hidden />}
        className="w-full md:w-auto md:self-start"
      >
        Enviar mensagem
      </SubmitButton>
    </Form>
  );
}
