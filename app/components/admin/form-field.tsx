import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { CircleAlert, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";

const controlClass =
  "h-11 w-full rounded-lg border border-slate-500 bg-white px-3.5 text-base text-slate-900 shadow-xs transition-colors outline-none placeholder:text-slate-500 hover:border-brand-600 focus-visible:border-brand-600 focus-visible:ring-[3px] focus-visible:ring-brand-500/30 aria-invalid:border-red-700 aria-invalid:focus-visible:ring-red-600/25";

/**
 * A labelled input of an admin form, its errors announced and tied to it (STYLE §9).
 * Extra props (autoComplete, maxLength, placeholder…) go to the input.
 */
export function AdminTextField({
  label,
  meta,
  type = "text",
  className,
  ...inputProps
}: {
  label: string;
  meta: FieldMetadata<string>;
  type?: "text" | "email" | "password" | "url" | "date";
  className?: string;
} & Omit<React.ComponentProps<"input">, "type" | "name" | "id" | "defaultValue" | "className">) {
  const { key, ...props } = getInputProps(meta, { type });
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={meta.id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input key={key} {...props} {...inputProps} className={controlClass} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
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

const noticeTones = {
  error: "border-red-200 bg-red-50 text-red-800",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
} as const;

/** A message about the whole form or page (wrong credentials, restricted access…). */
export function AdminNotice({
  id,
  tone,
  icon: Icon = CircleAlert,
  children,
}: {
  id?: string;
  tone: keyof typeof noticeTones;
  icon?: LucideIcon;
  children: React.ReactNode;
}) {
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-3 rounded-lg border p-4 text-sm font-medium",
        noticeTones[tone],
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
