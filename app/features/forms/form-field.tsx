import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { CircleAlert } from "lucide-react";
import { cn } from "~/lib/utils";
import { HONEYPOT_FIELD } from "./form-messages";

const controlClass =
  "w-full rounded-lg border border-slate-500 bg-white px-3.5 text-base text-slate-900 shadow-xs transition-colors outline-none placeholder:text-slate-500 hover:border-brand-600 focus-visible:border-brand-600 focus-visible:ring-[3px] focus-visible:ring-brand-500/30 aria-invalid:border-red-700 aria-invalid:focus-visible:ring-red-600/25";

interface FieldProps {
  label: string;
  meta: FieldMetadata<string>;
  maxLength: number;
  placeholder?: string;
  autoComplete?: string;
  className?: string;
}

/** A labelled text input whose errors are announced and tied to it by `aria-describedby`. */
export function TextField({
  label,
  meta,
  type = "text",
  className,
  ...inputProps
}: FieldProps & { type?: "text" | "email" | "tel"; inputMode?: "tel" | "email" }) {
  const { key, ...props } = getInputProps(meta, { type });
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={meta.id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input key={key} {...props} {...inputProps} className={cn(controlClass, "h-11")} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TextAreaField({ label, meta, className, ...textareaProps }: FieldProps) {
  const { key, ...props } = getTextareaProps(meta);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={meta.id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        key={key}
        rows={5}
        {...props}
        {...textareaProps}
        className={cn(controlClass, "min-h-32 resize-y py-2.5 leading-relaxed")}
      />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
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

/** Errors of the whole form (e.g. the message could not be stored). */
export function FormAlert({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        {errors.map((error) => (
          <p key={error}>{error}</p>
        ))}
      </div>
    </div>
  );
}

/**
 * The spam trap (spec §7) and the form's name. The trap is off-screen rather than `display: none`,
 * which bots skip; people, keyboards and screen readers never reach it.
 */
export function HiddenFormFields({ formName }: { formName: string }) {
  return (
    <>
      <input type="hidden" name="form-name" value={formName} />
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${formName}-${HONEYPOT_FIELD}`}>Não preencha este campo</label>
        <input
          id={`${formName}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
