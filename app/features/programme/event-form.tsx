import { type FieldMetadata, getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Plus, Trash2 } from "lucide-react";
import { AdminTextField, FieldErrors } from "~/components/admin/form-field";
import { Button } from "~/components/ui/button";
import { eventFormSchema, eventToFormValues } from "./event-form-schema";
import { eventTypeLabel } from "./event-types";
import { EVENT_TYPES, type ProgrammeEvent } from "~/content/programme-schema";

const selectClass =
  "h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-slate-900 shadow-xs outline-none hover:border-brand-600 focus-visible:border-brand-600 focus-visible:ring-[3px] focus-visible:ring-brand-500/30 aria-invalid:border-red-700";

/**
 * The event form (spec §5): time, title and type required, the rest optional, speakers as
 * comma-separated text and a round table's talks. Validated on submit, then on input; saving
 * changes only the editor's working copy.
 */
export function EventForm({
  event,
  onSave,
  onCancel,
}: {
  /** The event being edited, or undefined for a new one. */
  event?: ProgrammeEvent;
  onSave: (event: ProgrammeEvent) => void;
  onCancel: () => void;
}) {
  const [form, fields] = useForm({
    id: "event-form",
    defaultValue: event ? eventToFormValues(event) : { talks: [] },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: eventFormSchema }),
    onSubmit(submitEvent, { submission }) {
      submitEvent.preventDefault();
      if (submission?.status === "success") onSave(submission.value);
    },
  });
  const talks = fields.talks.getFieldList();

  return (
    <form {...getFormProps(form)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminTextField
          label="Horário"
          meta={fields.time as FieldMetadata<string>}
          placeholder="08h30 - 10h00"
          maxLength={40}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.type.id} className="text-sm font-semibold text-slate-800">
            Tipo de evento
          </label>
          <select {...getSelectProps(fields.type)} key={fields.type.key} className={selectClass}>
            <option value="">Selecione o tipo</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {eventTypeLabel(type)}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.type.errorId} errors={fields.type.errors} />
        </div>
      </div>
      <AdminTextField label="Título" meta={fields.title as FieldMetadata<string>} maxLength={500} />
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminTextField
          label="Palestrante"
          meta={fields.speaker as FieldMetadata<string>}
          maxLength={500}
        />
        <AdminTextField
          label="Moderador(a)"
          meta={fields.moderator as FieldMetadata<string>}
          maxLength={500}
        />
      </div>
      <AdminTextField
        label="Palestrantes (separados por vírgula)"
        meta={fields.speakers as FieldMetadata<string>}
        placeholder="Ana Souza, Bruno Lima"
      />
      <AdminTextField
        label="Sala"
        meta={fields.room as FieldMetadata<string>}
        placeholder="Sala 01"
        maxLength={500}
      />

      <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-300 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">
          Palestras da mesa-redonda
        </legend>
        {talks.length === 0 ? (
          <p className="text-sm text-slate-700">Nenhuma palestra adicionada.</p>
        ) : null}
        {talks.map((talk, index) => {
          const talkFields = talk.getFieldset();
          return (
            <div
              key={talk.key}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
            >
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-slate-800">Palestra {index + 1}</p>
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-10 text-red-700 hover:bg-red-50"
                  {...form.remove.getButtonProps({ name: fields.talks.name, index })}
                >
                  <Trash2 aria-hidden />
                  Remover palestra {index + 1}
                </Button>
              </div>
              <AdminTextField
                label={`Título da palestra ${index + 1}`}
                meta={talkFields.title as FieldMetadata<string>}
                maxLength={500}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <AdminTextField
                  label={`Palestrante da palestra ${index + 1}`}
                  meta={talkFields.speaker as FieldMetadata<string>}
                  maxLength={500}
                />
                <AdminTextField
                  label={`Moderador(a) da palestra ${index + 1}`}
                  meta={talkFields.moderator as FieldMetadata<string>}
                  maxLength={500}
                />
              </div>
            </div>
          );
        })}
        <Button
          variant="outline"
          className="self-start"
          {...form.insert.getButtonProps({
            name: fields.talks.name,
            defaultValue: { title: "", speaker: "", moderator: "" },
          })}
        >
          <Plus aria-hidden />
          Adicionar palestra
        </Button>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit">Salvar evento</Button>
      </div>
    </form>
  );
}
