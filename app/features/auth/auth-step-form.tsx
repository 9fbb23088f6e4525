import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormErrors, SubmitButton } from "~/components/forms";

/** A step of the sign-in (password, then code): the form's error, its fields, a wide button. */
export function AuthStepForm<Schema extends Record<string, unknown>>({
  form,
  submitting,
  submit: { label, icon: Icon, pendingLabel },
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  submitting: boolean;
  submit: { label: string; icon: LucideIcon; pendingLabel?: string };
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
      <SubmitButton
        size="lg"
        pending={submitting}
        pendingLabel={pendingLabel}
        icon={<Icon aria-hidden />}
        className="w-full"
      >
        {label}
      </SubmitButton>
    </Form>
  );
}
