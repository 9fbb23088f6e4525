import { type FormMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { AdminSaveForm } from "~/components/admin/admin-save-form";
import { HiddenField } from "~/components/admin/editor-kit";
import type { EventFacts } from "~/content/event-facts-schema";
import { FORM_TOKEN_FIELD } from "~/lib/form-token";
import type { z } from "~/lib/zod";
import {
  type SectionSchema,
  type SectionSlug,
  parseSectionForm,
  sectionDefaults,
  sectionFormSchema,
} from "../editor-schemas";

/** What every section editor gets from its page. */
export interface SectionEditorProps {
  facts: EventFacts;
  version: number;
  formToken: string;
  lastResult: SubmissionResult<string[]> | undefined;
  stale: boolean;
}

/** What a section's fields are drawn from: its conform form and the facts it started from. */
export interface SectionKit<S extends SectionSlug = SectionSlug> {
  form: FormMetadata<SectionInput<S>, string[]>;
  fields: ReturnType<FormMetadata<SectionInput<S>, string[]>["getFieldset"]>;
  facts: EventFacts;
}

type SectionInput<S extends SectionSlug> = Extract<
  z.input<SectionSchema<S>>,
  Record<string, unknown>
>;

// The hidden version and token are defaults too, or the form would read as changed from the start.
/** A section's conform form in its save frame, checked in the browser as on the server. */
export function SectionForm({
  section,
  facts,
  version,
  formToken,
  lastResult,
  stale,
  children,
}: SectionEditorProps & { section: SectionSlug; children: (kit: SectionKit) => React.ReactNode }) {
  const constraint = useMemo(
    () => getZodConstraint(sectionFormSchema(section, facts)),
    [section, facts],
  );
  const [form, fields] = useForm<Record<"basedOnVersion" | "formToken", unknown>, unknown>({
    id: `event-facts-${section}`,
    lastResult,
    defaultValue: {
      ...sectionDefaults(section, facts),
      basedOnVersion: version,
      [FORM_TOKEN_FIELD]: formToken,
    } as never,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSectionForm(section, formData, facts),
  });
  return (
    <AdminSaveForm form={form} stale={stale} submitSize="lg" className="flex flex-col gap-6">
      <HiddenField meta={fields.basedOnVersion} />
      <HiddenField meta={fields.formToken} />
      {children({ form, fields, facts } as unknown as SectionKit)}
    </AdminSaveForm>
  );
}
