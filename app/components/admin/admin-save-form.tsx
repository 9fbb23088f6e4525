import { type FormMetadata, getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useLeaveConfirmation } from "~/components/admin/leave-confirmation";
import { ReloadLink } from "~/components/admin/reload-link";
import { SaveBar } from "~/components/admin/save-bar";
import { FormErrors } from "~/components/forms";

/** An admin editor's conform form: leave guard, errors (with 'Recarregar' if stale), save row. */
export function AdminSaveForm<Schema extends Record<string, unknown>>({
  form,
  saving,
  stale,
  unsavedMessage,
  submitLabel,
  submitSize,
  actions,
  className,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  /** This form's save is on its way (not an add/remove intent). */
  saving: boolean;
  stale: boolean;
  /** What the leave dialog says. */
  unsavedMessage: string;
  submitLabel: string;
  submitSize?: "lg";
  /** Beside the save button, e.g. 'Cancelar edição'. */
  actions?: React.ReactNode;
  className?: string;
  /** The fields (and any hidden inputs). */
  children: React.ReactNode;
}) {
  const leaveDialog = useLeaveConfirmation(form.dirty && !saving, unsavedMessage);
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
