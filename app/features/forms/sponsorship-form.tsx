import { CircleCheck } from "lucide-react";
import { InputField, limitedFields } from "~/components/forms";
import type { FormActionData } from "./form-messages";
import {
  EmailAndPhoneFields,
  MessageField,
  NameField,
  PublicForm,
  usePublicForm,
} from "./public-form";
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
  const field = limitedFields(fields, sponsorshipLimits);

  return (
    <PublicForm
      form={form}
      formName={FORM_NAME}
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
    >
      <div className="grid gap-5 md:grid-cols-2">
        <NameField {...field("name")} />
        <InputField
          label="Empresa"
          autoComplete="organization"
          {...field("empresa")}
          placeholder="Nome da empresa"
        />
        <EmailAndPhoneFields field={field} emailPlaceholder="seu@empresa.com.br" />
      </div>
      <MessageField
        label="Interesse"
        {...field("interesse")}
        placeholder="Conte como sua empresa gostaria de participar: cota de patrocínio, estande na exposição, ação de marca…"
      />
    </PublicForm>
  );
}
