import { useCallback, useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { useZodForm } from "~/components/forms";
import { toast } from "~/components/toaster";
import type { z } from "~/lib/zod";
import type { FormActionData } from "./form-messages";

type Toast = { title: string; description: string };

/**
 * What the contact and sponsorship forms share: the conform form on the server's last answer,
 * whether this form is the one being sent, and the spec's toasts for its answer (success, refused,
 * exception). After the success toast the focus moves to the element given `ref={sentFocus}`.
 */
export function usePublicForm<Input extends Record<string, unknown>, Output>(
  schema: z.ZodType<Output, Input>,
  {
    id,
    formName,
    actionData,
    toasts,
  }: {
    id: string;
    formName: string;
    actionData: FormActionData | undefined;
    toasts: { sent: Toast; rejected: Toast };
  },
) {
  const [form, fields] = useZodForm(schema, { id, lastResult: actionData?.result });
  const sentFocusTarget = useRef<HTMLElement | null>(null);
  const sentFocus = useCallback((element: HTMLElement | null) => {
    sentFocusTarget.current = element;
  }, []);
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("form-name") === formName;
  useEffect(() => {
    if (!actionData) return;
    if (actionData.sent) {
      toast.success(toasts.sent.title, { description: toasts.sent.description });
      sentFocusTarget.current?.focus();
    } else if (actionData.failure === "rejected") {
      toast.error(toasts.rejected.title, { description: toasts.rejected.description });
    } else if (actionData.failure === "exception") {
      toast.error("Erro ao processar sua solicitação", {
        description: "Verifique sua conexão e tente novamente.",
      });
    }
    // The toasts are constant for a form; only a new answer shows a toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);
  return { form, fields, submitting, sentFocus };
}
