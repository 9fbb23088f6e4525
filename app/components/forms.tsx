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
}: React.ComponentProps<typeof ErrorList> & { children?: React.ReactNode }) {
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

/** A conform field's props: its layout, its metadata, and the control's own props. */
type ConformProps<Control extends "input" | "textarea" | "select"> = FieldLayout & {
  meta: Meta;
} & Omit<React.ComponentProps<Control>, "name" | "id" | "defaultValue" | "className">;

/** A conform field's `Field` props (ids and errors from `meta`), its control's aria and the rest. */
function splitProps<Rest>({
  meta,
  label,
  description,
  labelAside,
  className,
  ...control
}: FieldLayout & { meta: Meta } & Rest) {
  return {
    field: {
      label,
      description,
      labelAside,
      className,
      htmlFor: meta.id,
      descriptionId: meta.descriptionId,
      errors: meta.errors,
      errorId: meta.errorId,
    },
    aria: { ariaDescribedBy: description ? meta.descriptionId : undefined },
    control,
  };
}

/** A labelled input of a conform form. Extra props (autoComplete, maxLength…) go to the input. */
export function InputField({
  type = "text",
  ...rest
}: Omit<ConformProps<"input">, "type"> & {
  type?: "text" | "email" | "password" | "tel" | "url" | "date";
}) {
  const { field, aria, control } = splitProps(rest);
  const { key, ...props } = getInputProps(rest.meta, { type, ...aria });
  return (
    <Field {...field}>
      <Input key={key} {...props} {...control} />
    </Field>
  );
}

/** A labelled textarea of a conform form. */
export function TextareaField({
  textareaClassName,
  ...rest
}: ConformProps<"textarea"> & { textareaClassName?: string }) {
  const { field, aria, control } = splitProps(rest);
  const { key, ...props } = getTextareaProps(rest.meta, aria);
  return (
    <Field {...field}>
      <textarea
        key={key}
        data-slot="textarea"
        className={cn(controlClass, "min-h-24 resize-y py-2.5 leading-relaxed", textareaClassName)}
        {...props}
        {...control}
      />
    </Field>
  );
}

/** A labelled select of a conform form; the options are its children. */
export function SelectField(rest: ConformProps<"select"> & { children: React.ReactNode }) {
  const { field, aria, control } = splitProps(rest);
  const { key, ...props } = getSelectProps(rest.meta, aria);
  return (
    <Field {...field}>
      <NativeSelect key={key} {...props} {...control} />
    </Field>
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
