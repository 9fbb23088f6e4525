import {
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
  getInputProps,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useNavigation } from "react-router";
import { AdminSaveForm } from "~/components/admin/admin-save-form";
import { ErrorList, InputField, TextareaField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { EventFacts } from "~/content/event-facts-schema";
import { FORM_TOKEN_FIELD } from "~/lib/form-token";
import { z } from "~/lib/zod";
import { type SectionSlug, editorErrorMap, sectionDefaults } from "../editor-schemas";

/** What every section editor gets from its page. */
export interface SectionEditorProps {
  facts: EventFacts;
  /** The version the form starts from, sent back with the save (stale check). */
  version: number;
  formToken: string;
  lastResult: SubmissionResult<string[]> | undefined;
  stale: boolean;
}

export const UNSAVED_MESSAGE = "Você tem alterações não salvas. Deseja sair mesmo assim?";

export const sectionClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
export const itemClass = "flex flex-col gap-4 rounded-lg border border-slate-200 p-4";
export const gridClass = "grid gap-5 md:grid-cols-2";

/**
 * A section's conform form: its schema checked in the browser with the editors' Portuguese
 * messages, starting from the facts as the organiser types them. The hidden version and token
 * are in the default values too (a field left out of the comparison would still be in the
 * defaults, and the form would read as changed from the start).
 */
export function useSectionForm<Input extends Record<string, unknown>, Output>(
  section: SectionSlug,
  schema: z.ZodType<Output, Input>,
  { facts, version, formToken, lastResult }: SectionEditorProps,
) {
  const navigation = useNavigation();
  const [form, fields] = useForm<Input, Output>({
    id: `event-facts-${section}`,
    lastResult,
    defaultValue: {
      ...sectionDefaults(section, facts),
      basedOnVersion: version,
      [FORM_TOKEN_FIELD]: formToken,
    } as never,
    constraint: getZodConstraint(schema instanceof z.ZodPipe ? schema.in : schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, error: editorErrorMap }),
  });
  // conform's list intents post the form too; only a real save shows 'Salvando...'.
  const saving = navigation.state === "submitting" && !navigation.formData?.has("__intent__");
  return { form, fields, saving };
}

/** The section's form frame: leave confirmation, errors, the hidden save fields, the save bar. */
export function SectionForm<Schema extends Record<string, unknown>>({
  form,
  fields,
  saving,
  stale,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  fields: { basedOnVersion: FieldMetadata<unknown>; formToken: FieldMetadata<unknown> };
  saving: boolean;
  stale: boolean;
  children: React.ReactNode;
}) {
  const { key: versionKey, ...versionProps } = getInputProps(
    fields.basedOnVersion as FieldMetadata<number>,
    { type: "hidden" },
  );
  const { key: tokenKey, ...tokenProps } = getInputProps(
    fields.formToken as FieldMetadata<string>,
    { type: "hidden" },
  );
  return (
    <AdminSaveForm
      form={form}
      saving={saving}
      stale={stale}
      unsavedMessage={UNSAVED_MESSAGE}
      submitLabel="Salvar Alterações"
      submitSize="lg"
      className="flex flex-col gap-6"
    >
      <input key={versionKey} {...versionProps} />
      <input key={tokenKey} {...tokenProps} />
      {children}
    </AdminSaveForm>
  );
}

/** A titled block of the form. */
export function FormSection({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  /** Beside the title, e.g. an 'Adicionar' button. */
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-brand-950 text-lg font-bold">
          {title}
        </h2>
        {action}
      </div>
      {description ? <div className="mt-1 text-sm text-slate-700">{description}</div> : null}
      <div className="mt-4 flex flex-col gap-5">{children}</div>
    </section>
  );
}

type AnyForm = FormMetadata<Record<string, unknown>, string[]>;

/** 'Adicionar …': a conform intent, so it works without JavaScript (the server answers it). */
export function AddButton<Schema extends Record<string, unknown>>({
  form,
  name,
  defaultValue,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  name: string;
  defaultValue?: unknown;
  children: React.ReactNode;
}) {
  return (
    <Button
      variant="outline"
      {...(form as unknown as AnyForm).insert.getButtonProps({
        name,
        defaultValue: defaultValue as never,
      })}
    >
      <Plus aria-hidden />
      {children}
    </Button>
  );
}

/**
 * An item's 'Mover para cima', 'Mover para baixo' and 'Remover', each a conform intent; `label`
 * names the item for screen readers ('Pergunta 2').
 */
export function ItemActions<Schema extends Record<string, unknown>>({
  form,
  name,
  index,
  count,
  label,
  minimum = 0,
}: {
  form: FormMetadata<Schema, string[]>;
  name: string;
  index: number;
  count: number;
  label: string;
  /** Fewer items than this cannot be left: no 'Remover' then. */
  minimum?: number;
}) {
  const kit = form as unknown as AnyForm;
  return (
    <div className="flex flex-wrap gap-1">
      {index > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Mover para cima: ${label}`}
          title="Mover para cima"
          {...kit.reorder.getButtonProps({ name, from: index, to: index - 1 })}
        >
          <ArrowUp aria-hidden />
          <span className="sr-only sm:not-sr-only">Mover para cima</span>
        </Button>
      ) : null}
      {index < count - 1 ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Mover para baixo: ${label}`}
          title="Mover para baixo"
          {...kit.reorder.getButtonProps({ name, from: index, to: index + 1 })}
        >
          <ArrowDown aria-hidden />
          <span className="sr-only sm:not-sr-only">Mover para baixo</span>
        </Button>
      ) : null}
      {count > minimum ? (
        <Button
          variant="ghost"
          size="sm"
          className="text-red-800 hover:bg-red-50"
          aria-label={`Remover: ${label}`}
          {...kit.remove.getButtonProps({ name, index })}
        >
          <Trash2 aria-hidden />
          Remover
        </Button>
      ) : null}
    </div>
  );
}

/** One item of a list, a region named by its heading ('Hotel 2'): its actions, then its fields. */
export function ListItem({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <li>
      <section aria-labelledby={id} className={itemClass}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={id} className="text-brand-950 font-semibold">
            {title}
          </h3>
          {actions}
        </div>
        {children}
      </section>
    </li>
  );
}

/**
 * A section that edits one list: 'Adicionar …' while there is room, the list's own errors, a
 * line when it is empty, and each item as a region named '{noun} {n}' with its move and remove
 * actions. `children` draws an item's fields.
 */
export function ListSection<Schema extends Record<string, unknown>, Item>({
  id,
  title,
  description,
  form,
  list,
  max,
  addLabel,
  newItem = {},
  emptyText,
  noun,
  columns = false,
  children,
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  form: FormMetadata<Schema, string[]>;
  list: FieldMetadata<Item[] | undefined, Schema, string[]>;
  /** No 'Adicionar' once the list has this many items (the schema's own limit). */
  max?: number;
  addLabel: string;
  newItem?: unknown;
  emptyText?: string;
  /** What an item is called: 'Curso' titles the items 'Curso 1', 'Curso 2'… */
  noun: string;
  /** Two items a row from medium screens on, for short items. */
  columns?: boolean;
  /** An item's fields; `title` is its name ('Curso 2'), for labels that must tell items apart. */
  children: (item: FieldMetadata<Item, Schema, string[]>, title: string) => React.ReactNode;
}) {
  const items = list.getFieldList();
  return (
    <FormSection
      id={id}
      title={title}
      description={description}
      action={
        max === undefined || items.length < max ? (
          <AddButton form={form} name={list.name} defaultValue={newItem}>
            {addLabel}
          </AddButton>
        ) : null
      }
    >
      <ListErrors meta={list as FieldMetadata<unknown>} />
      {items.length === 0 && emptyText ? <p className="text-slate-700">{emptyText}</p> : null}
      <ol className={columns ? "grid gap-5 md:grid-cols-2" : "flex flex-col gap-5"}>
        {items.map((entry, index) => {
          const itemTitle = `${noun} ${index + 1}`;
          return (
            <ListItem
              key={entry.key}
              title={itemTitle}
              actions={
                <ItemActions
                  form={form}
                  name={list.name}
                  index={index}
                  count={items.length}
                  label={itemTitle.toLowerCase()}
                />
              }
            >
              {children(entry, itemTitle)}
            </ListItem>
          );
        })}
      </ol>
    </FormSection>
  );
}

/** The list's own errors (too many items, days out of order). */
export function ListErrors({ meta }: { meta: FieldMetadata<unknown> }) {
  return <ErrorList id={meta.errorId} errors={meta.errors} />;
}

type Meta = FieldMetadata<unknown>;
const asText = (meta: Meta) => meta as FieldMetadata<string>;

/** A number typed in a text field (the keyboard shows digits; a comma is accepted where decimal). */
export function NumberField({
  meta,
  label,
  decimal = false,
  description,
  className,
}: {
  meta: Meta;
  label: string;
  decimal?: boolean;
  description?: React.ReactNode;
  className?: string;
}) {
  return (
    <InputField
      meta={asText(meta)}
      label={label}
      description={description}
      className={className}
      inputMode={decimal ? "decimal" : "numeric"}
    />
  );
}

/** An amount in reais, typed '377,00'. */
export function MoneyField({ meta, label }: { meta: Meta; label: string }) {
  return (
    <InputField
      meta={asText(meta)}
      label={label}
      inputMode="decimal"
      description="Em reais, com os centavos após a vírgula (por exemplo 1.234,50)"
    />
  );
}

/** A text field for any field's metadata (the form's nested types are wider than a string's). */
export function TextField({
  meta,
  label,
  type = "text",
  description,
  maxLength,
  className,
}: {
  meta: Meta;
  label: string;
  type?: "text" | "email" | "tel" | "url" | "date";
  description?: React.ReactNode;
  maxLength?: number;
  className?: string;
}) {
  return (
    <InputField
      meta={asText(meta)}
      label={label}
      type={type}
      description={description}
      maxLength={maxLength}
      className={className}
    />
  );
}

/** A textarea for any field's metadata. */
export function LongTextField({
  meta,
  label,
  description,
  rows = 4,
  maxLength,
}: {
  meta: Meta;
  label: string;
  description?: React.ReactNode;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <TextareaField
      meta={asText(meta)}
      label={label}
      description={description}
      rows={rows}
      maxLength={maxLength}
    />
  );
}

/** A hidden field of the form (an item's id). */
export function HiddenField({ meta }: { meta: Meta }) {
  const { key, ...props } = getInputProps(asText(meta), { type: "hidden" });
  return <input key={key} {...props} />;
}

/** A labelled checkbox of the form ('Esgotado'). */
export function CheckboxField({ meta, label }: { meta: Meta; label: string }) {
  const { key, ...props } = getInputProps(meta as FieldMetadata<boolean>, { type: "checkbox" });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <input key={key} {...props} className="accent-brand-700 size-5 rounded border-slate-400" />
        <label htmlFor={meta.id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
