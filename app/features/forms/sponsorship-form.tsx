import { CircleCheck } from "lucide-react";
import type { FormActionData } from "./form-messages";
import { PublicForm, usePublicForm } from "./public-form";
import { sponsorshipLimits, sponsorshipSchema } from "./sponsorship-schema";

const FORM_NAME = "patrocinio";
const sentToast = {
  title: "Formulário enviado com sucesso!",
  description: "Nossa equipe comercial entrará em contato em breve.",
};

/** Success also leaves a note above the emptied form, for the visitor without JavaScript. */
export function SponsorshipForm({ actionData }: { actionData: FormActionData | undefined }) {
  const { form, fields, submitting, sentFocus } = usePublicForm(sponsorshipSchema, {
    id: "sponsorship-form",
    formName: FORM_NAME,
    actionData,
    toasts: {
      sent: sentToast,
      rejected: { title: "Falha ao enviar formulário", description: "Por favor, tente novamente." },
    },
  });

  return (
    <PublicForm
      form={form}
      fields={fields}
      limits={sponsorshipLimits}
      formName={FORM_NAME}
      placeholders={{
        email: "seu@empresa.com.br",
        interesse:
          "Conte como sua empresa gostaria de participar: cota de patrocínio, estande na exposição, ação de marca…",
      }}
      submitting={submitting}
      submitLabel="Enviar solicitação"
      notice={
        actionData?.sent ? (
          <div
            ref={sentFocus}
            tabIndex={-1}
            role="status"
            className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 outline-none"
          >
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            <p>
              <strong className="font-semibold">{sentToast.title}</strong>
              {` ${sentToast.description}`}
            </p>
          </div>
        ) : null
      }
    />
  );
}
