import { getFormProps } from "@conform-to/react";
import { CircleCheck, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import {
  FormErrors,
  InputField,
  SubmitButton,
  TextareaField,
  useZodForm,
} from "~/components/forms";
import { toast } from "~/components/toaster";
import type { FormActionData } from "./form-messages";
import { HiddenFormFields } from "./spam-trap";
import { sponsorshipLimits, sponsorshipSchema } from "./sponsorship-schema";

const FORM_NAME = "patrocinio";

/**
 * The sponsorship inquiry (spec §2, §5). Success: toast 'Formulário enviado com sucesso!' and, for
 * the visitor without JavaScript too, a note above the emptied form.
 */
export function SponsorshipForm({ actionData }: { actionData: FormActionData | undefined }) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("form-name") === FORM_NAME;

  const [form, fields] = useZodForm(sponsorshipSchema, {
    id: "sponsorship-form",
    lastResult: actionData?.result,
  });

  const successNote = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!actionData) return;
    if (actionData.sent) {
      toast.success("Formulário enviado com sucesso!", {
        description: "Nossa equipe comercial entrará em contato em breve.",
      });
      successNote.current?.focus();
    } else if (actionData.failure === "rejected") {
      toast.error("Falha ao enviar formulário", { description: "Por favor, tente novamente." });
    } else if (actionData.failure === "exception") {
      toast.error("Erro ao processar sua solicitação", {
        description: "Verifique sua conexão e tente novamente.",
      });
    }
  }, [actionData]);

  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-5">
      <HiddenFormFields formName={FORM_NAME} />
      {actionData?.sent ? (
        <div
          ref={successNote}
          tabIndex={-1}
          role="status"
          className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 outline-none"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <p>
            <strong className="font-semibold">Formulário enviado com sucesso!</strong> Nossa equipe
            comercial entrará em contato em breve.
          </p>
        </div>
      ) : null}
      <p className="text-sm text-slate-600">Todos os campos são obrigatórios.</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 md:grid-cols-2">
        <InputField
          label="Nome"
          meta={fields.name}
          autoComplete="name"
          maxLength={sponsorshipLimits.name}
          placeholder="Seu nome completo"
        />
        <InputField
          label="Empresa"
          meta={fields.empresa}
          autoComplete="organization"
          maxLength={sponsorshipLimits.empresa}
          placeholder="Nome da empresa"
        />
        <InputField
          label="E-mail"
          meta={fields.email}
          type="email"
          autoComplete="email"
          maxLength={sponsorshipLimits.email}
          placeholder="seu@empresa.com.br"
        />
        <InputField
          label="Telefone"
          meta={fields.telefone}
          type="tel"
          autoComplete="tel"
          maxLength={sponsorshipLimits.telefone}
          placeholder="(71) 99999-9999"
        />
      </div>
      <TextareaField
        label="Interesse"
        meta={fields.interesse}
        rows={5}
        textareaClassName="min-h-32"
        maxLength={sponsorshipLimits.interesse}
        placeholder="Conte como sua empresa gostaria de participar: cota de patrocínio, estande na exposição, ação de marca…"
      />
      <SubmitButton
        size="lg"
        pending={submitting}
        pendingLabel="Enviando..."
        icon={<Send aria-hidden />}
        className="w-full md:w-auto md:self-start"
      >
        Enviar solicitação
      </SubmitButton>
    </Form>
  );
}
