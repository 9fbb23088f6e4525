import { CircleCheck } from "lucide-react";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { InputField, TextareaField, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { contact } from "~/content/event";
import { contactLimits, contactSchema } from "./contact-schema";
import type { FormActionData } from "./form-messages";
import { EmailAndPhoneFields, NameField, PublicForm, usePublicFormAnswer } from "./public-form";

const FORM_NAME = "contact";

/**
 * The contact form (spec §2, §5): validated on submit then on input in the browser, always by the
 * route's action. Success replaces the form by a panel until 'Enviar nova mensagem'.
 */
export function ContactForm({ actionData }: { actionData: FormActionData | undefined }) {
  // The answer the visitor already closed with 'Enviar nova mensagem'.
  const [dismissed, setDismissed] = useState<FormActionData>();
  const sent = actionData?.sent === true && actionData !== dismissed;

  const [form, fields] = useZodForm(contactSchema, {
    id: "contact-form",
    lastResult: actionData?.result,
  });

  const successHeading = useRef<HTMLHeadingElement>(null);
  const submitting = usePublicFormAnswer(
    FORM_NAME,
    actionData,
    {
      sent: {
        title: "Mensagem enviada com sucesso!",
        description: "Entraremos em contato em breve.",
      },
      rejected: {
        title: "Falha ao enviar mensagem",
        description: `Tente novamente ou ligue para ${contact.phone}.`,
      },
    },
    () => successHeading.current?.focus(),
  );

  if (sent) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-10 text-center sm:px-6"
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
    <PublicForm
      form={form}
      formName={FORM_NAME}
      submitting={submitting}
      submitLabel="Enviar mensagem"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <NameField meta={fields.name} maxLength={contactLimits.name} />
        <EmailAndPhoneFields
          email={fields.email}
          phone={fields.telefone}
          maxLength={contactLimits}
          emailPlaceholder="seu@email.com"
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
    </PublicForm>
  );
}
