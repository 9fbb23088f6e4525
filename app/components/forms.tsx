import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { CircleAlert, LoaderCircle } from "lucide-react";
import type * as React from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { controlClass, Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { z } from "~/lib/zod";
import { cn } from "~/lib/utils";

// The form kit (STYLE §7–9): every field, error and submit button of the site comes from here.

/** conform's form for a zod schema: checked on submit, then on input; the server's `lastResult`. */
export function useZodForm<Input extends Record<string, unknown>, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<
    Parameters<typeof useForm<Input, Output>>[0],
    "constraint" | "onValidate" | "shouldValidate" | "shouldRevalidate"
  >,
) {
  return useForm<Input, Output>({
    // conform reads constraints off plain schemas; a transformed one has them on its input side.
    constraint: getZodConstraint(schema instanceof z.ZodPipe ? schema.in : schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    ...options,
  });
}

/** A field's messages; `id` is what its control's `aria-describedby` points at. */
export function ErrorList({ id, errors }: { id?: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="flex flex-col gap-1 text-sm font-medium text-red-700">
      {errors.map((error) => (
        <p key={error} className="flex items-start gap-1.5">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ))}
    </div>
  );
}

/** The errors of the whole form, above its fields; `children` add to them (e.g. a reload link). */
export function FormErrors({
  id,
  errors,
  children,
}: {
  id?: string;
  errors: string[] | undefined;
  children?: React.ReactNode;
}) {
  if (!errors?.length) return null;
  return (
    <Alert id={id} tone="error">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
      {children}
    </Alert>
  );
}

interface FieldLayout {
  label: React.ReactNode;
  /** A hint under the control, read with it (`aria-describedby`). */
  description?: React.ReactNode;
  /** A control on the label's line, e.g. the field's remove button. */
  labelAside?: React.ReactNode;
  className?: string;
}

/** Label, control, hint and errors of one field; outside conform the control sets its own aria. */
export function Field({
  label,
  htmlFor,
  description,
  descriptionId,
  labelAside,
  errors,
  errorId,
  className,
  children,
}: FieldLayout & {
  htmlFor: string;
  descriptionId?: string;
  errors: string[] | undefined;
  errorId: string;
  children: React.ReactNode;
}) {
  return (
    <div data-slot="field" className={cn("flex flex-col gap-1.5", className)}>
      {labelAside ? (
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={htmlFor}>{label}</Label>
          {labelAside}
        </div>
      ) : (
        <Label htmlFor={htmlFor}>{label}</Label>
      )}
      {children}
      {description ? (
        <p id={descriptionId} className="text-xs text-slate-600">
          {description}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

type Meta = FieldMetadata<string | null | undefined>;

/** A `Field` around a conform control, its ids and errors from the field's metadata. */
function ConformField({
  meta,
  ...layout
}: FieldLayout & { meta: Meta; children: React.ReactNode }) {
  return (
    <Field
      {...layout}
      htmlFor={meta.id}
      descriptionId={meta.descriptionId}
      errors={meta.errors}
      errorId={meta.errorId}
    />
  );
}

/** A field's conform metadata and its `maxLength` by name: `<InputField {...field("subject")} />`. */
export function limitedFields<Name extends string>(
  fields: Record<Name, Meta>,
  limits: Record<Name, number>,
) {
  return (name: Name) => ({ meta: fields[name], maxLength: limits[name] });
}

/** A conform field's props: its layout, its metadata, and the control's own props. */
type ConformProps<Control extends "input" | "textarea" | "select"> = FieldLayout & {
  meta: Meta;
} & Omit<React.ComponentProps<Control>, "name" | "id" | "defaultValue" | "className">;

const ariaOf = (meta: Meta, description: React.ReactNode) => ({
  ariaDescribedBy: description ? meta.descriptionId : undefined,
});

/** A labelled input of a conform form. Extra props (autoComplete, maxLength…) go to the input. */
export function InputField({
  meta,
  type = "text",
  label,
  description,
  labelAside,
  className,
  ...inputProps
}: Omit<ConformProps<"input">, "type"> & {
  type?: "text" | "email" | "password" | "tel" | "url" | "date";
}) {
  const { key, ...props } = getInputProps(meta, { type, ...ariaOf(meta, description) });
  return (
    <ConformField {...{ meta, label, description, labelAside, className }}>
      <Input key={key} {...props} {...inputProps} />
    </ConformField>
  );
}

/** A labelled textarea of a conform form. */
export function TextareaField({
  meta,
  label,
  description,
  labelAside,
  className,
  textareaClassName,
  ...textareaProps
}: ConformProps<"textarea"> & { textareaClassName?: string }) {
  const { key, ...props } = getTextareaProps(meta, ariaOf(meta, description));
  return (
    <ConformField {...{ meta, label, description, labelAside, className }}>
      <textarea
        key={key}
        data-slot="textarea"
        className={cn(controlClass, "min-h-24 resize-y py-2.5 leading-relaxed", textareaClassName)}
        {...props}
        {...textareaProps}
      />
    </ConformField>
  );
}

/** A labelled select of a conform form; the options are its children. */
export function SelectField({
  meta,
  label,
  description,
  labelAside,
  className,
  children,
  ...selectProps
}: ConformProps<"select"> & { children: React.ReactNode }) {
  const { key, ...props } = getSelectProps(meta, ariaOf(meta, description));
  return (
    <ConformField {...{ meta, label, description, labelAside, className }}>
      <NativeSelect key={key} {...props} {...selectProps}>
        {children}
      </NativeSelect>
    </ConformField>
  );
}

/** A submit button that, while `pending`, is disabled and shows a spinner (and `pendingLabel`). */
export function SubmitButton({
  pending = false,
  pendingLabel,
  icon,
  disabled,
  type = "submit",
  children,
  ...props
}: React.ComponentProps<typeof Button> & {
  pending?: boolean;
  pendingLabel?: React.ReactNode;
  icon?: React.ReactNode;
}) {
  return (
    <Button type={type} disabled={disabled || pending} {...props}>
      {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : icon}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
