import { type FormMetadata, getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { useLeaveConfirmation } from "~/components/admin/leave-confirmation";
import { ReloadLink } from "~/components/admin/reload-link";
import { SaveBar } from "~/components/admin/save-bar";
import { FormErrors } from "~/components/forms";

/** An admin editor's conform form: leave guard, errors (with 'Recarregar' if stale), save row. */
export function AdminSaveForm<Schema extends Record<string, unknown>>({
  form,
  saving: savingAsTold,
  stale,
  submitLabel = "Salvar Alterações",
  submitSize,
  actions,
  className,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  /** This form's save is on its way; unless told, any post of it but an add/remove intent. */
  saving?: boolean;
  stale: boolean;
  submitLabel?: string;
  submitSize?: "lg";
  /** Beside the save button, e.g. 'Cancelar edição'. */
  actions?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  // conform's list intents post the form too; only a real save shows 'Salvando...'.
  const saving =
    savingAsTold ?? (navigation.state === "submitting" && !navigation.formData?.has("__intent__"));
  const leaveDialog = useLeaveConfirmation(form.dirty && !saving);
  return (
    <>
      {leaveDialog}
      <Form method="post" {...getFormProps(form)} className={className}>
        <FormErrors id={form.errorId} errors={form.errors}>
          {stale ? <ReloadLink /> : null}
        </FormErrors>
        {children}
        <SaveBar
          dirty={form.dirty}
          saving={saving}
          label={submitLabel}
          size={submitSize}
          actions={actions}
        />
      </Form>
    </>
  );
}
