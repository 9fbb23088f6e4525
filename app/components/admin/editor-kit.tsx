import { type FieldMetadata, type FormMetadata, getInputProps } from "@conform-to/react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { ErrorList, InputField, TextareaField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

export const sectionClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
export const itemClass = "flex flex-col gap-4 rounded-lg border border-slate-200 p-4";
export const gridClass = "grid gap-5 md:grid-cols-2";

export function FormSection({
  id,
  title,
  description,
  action,
  grid = false,
  children,
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  /** The fields in a grid, two a row from medium screens on. */
  grid?: boolean;
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
      <div className="mt-4 flex flex-col gap-5">
        {grid ? <div className={gridClass}>{children}</div> : children}
      </div>
    </section>
  );
}

type AnyForm = FormMetadata<Record<string, unknown>, string[]>;

/** 'Adicionar …': a conform intent, answered by the server without JavaScript. */
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

/** 'Remover …': a conform intent that removes a list's item. */
export function RemoveButton<Schema extends Record<string, unknown>>({
  form,
  name,
  index,
  label,
  size = "sm",
  className,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  name: string;
  index: number;
  label?: string;
  size?: "sm" | "default";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size={size}
      className={cn(className, "text-red-800 hover:bg-red-50")}
      aria-label={label}
      {...(form as unknown as AnyForm).remove.getButtonProps({ name, index })}
    >
      <Trash2 aria-hidden />
      {children}
    </Button>
  );
}

/** An item's 'Mover para cima', 'Mover para baixo' and 'Remover'; `label` names it ('pergunta 2'). */
export function ItemActions<Schema extends Record<string, unknown>>({
  form,
  name,
  index,
  count,
  label,
}: {
  form: FormMetadata<Schema, string[]>;
  name: string;
  index: number;
  count: number;
  label: string;
}) {
  const moves = [
    { to: index - 1, text: "Mover para cima", Icon: ArrowUp },
    { to: index + 1, text: "Mover para baixo", Icon: ArrowDown },
  ];
  return (
    <div className="flex flex-wrap gap-1">
      {moves.map(({ to, text, Icon }) =>
        to >= 0 && to < count ? (
          <Button
            key={text}
            variant="ghost"
            size="sm"
            aria-label={`${text}: ${label}`}
            title={text}
            {...(form as unknown as AnyForm).reorder.getButtonProps({ name, from: index, to })}
          >
            <Icon aria-hidden />
            <span className="sr-only sm:not-sr-only">{text}</span>
          </Button>
        ) : null,
      )}
      <RemoveButton form={form} name={name} index={index} label={`Remover: ${label}`}>
        Remover
      </RemoveButton>
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

/** A section editing one list, each item a region named '{noun} {n}'; `children` draws its fields. */
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
  max?: number;
  addLabel: string;
  newItem?: unknown;
  emptyText?: string;
  noun: string;
  /** Two items a row from medium screens on. */
  columns?: boolean;
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
      <ErrorList id={list.errorId} errors={list.errors} />
      {items.length === 0 && emptyText ? <p className="text-slate-700">{emptyText}</p> : null}
      <ol className={columns ? gridClass : "flex flex-col gap-5"}>
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

type Meta = FieldMetadata<unknown>;
const asText = (meta: Meta) => meta as FieldMetadata<string>;

// The form's nested field types are wider than a string's.
type AnyMeta<Props> = Omit<Props, "meta"> & { meta: Meta };
type TextFieldProps = AnyMeta<React.ComponentProps<typeof InputField>>;

export function TextField({ meta, ...props }: TextFieldProps) {
  return <InputField meta={asText(meta)} {...props} />;
}

/** A number typed in a text field (a comma is accepted where decimal). */
export function NumberField({ decimal = false, ...props }: TextFieldProps & { decimal?: boolean }) {
  return <TextField {...props} inputMode={decimal ? "decimal" : "numeric"} />;
}

/** An amount in reais, typed '377,00'. */
export function MoneyField({ meta, label }: { meta: Meta; label: string }) {
  return (
    <TextField
      meta={meta}
      label={label}
      inputMode="decimal"
      description="Em reais, com os centavos após a vírgula (por exemplo 1.234,50)"
    />
  );
}

/** A textarea for any field's metadata, four rows unless told. */
export function LongTextField({
  meta,
  rows = 4,
  ...props
}: AnyMeta<React.ComponentProps<typeof TextareaField>>) {
  return <TextareaField meta={asText(meta)} rows={rows} {...props} />;
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
