import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "~/components/ui/button";
import { useEventFacts } from "~/lib/event-facts-context";
import { contactLimits, contactSchema } from "./contact-schema";
import type { FormActionData } from "./form-messages";
import { PublicForm, usePublicForm } from "./public-form";

const FORM_NAME = "contact";

/** Success replaces the form by a panel until 'Enviar nova mensagem'. */
export function ContactForm({ actionData }: { actionData: FormActionData | undefined }) {
  // The answer the visitor already closed with 'Enviar nova mensagem'.
  const [dismissed, setDismissed] = useState<FormActionData>();
  const { contact } = useEventFacts();
  const sent = actionData?.sent === true && actionData !== dismissed;

  const { form, fields, submitting, sentFocus } = usePublicForm(contactSchema, {
    id: "contact-form",
    formName: FORM_NAME,
    actionData,
    toasts: {
      sent: {
        title: "Mensagem enviada com sucesso!",
        description: "Entraremos em contato em breve.",
      },
      rejected: {
        title: "Falha ao enviar mensagem",
        description: `Tente novamente ou ligue para ${contact.phone}.`,
      },
    },
  });

  if (sent) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-10 text-center sm:px-6"
      >
        <CircleCheck aria-hidden className="size-14 text-emerald-700" />
        <h3
          ref={sentFocus}
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
      fields={fields}
      limits={contactLimits}
      formName={FORM_NAME}
      placeholders={{
        email: "seu@email.com",
        subject: "Sobre o que você quer falar?",
        message: "Escreva sua mensagem",
      }}
      submitting={submitting}
      submitLabel="Enviar mensagem"
    />
  );
}
