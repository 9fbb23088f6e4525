import { getFormProps } from "@conform-to/react";
import { Plus, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { InputField, SelectField, TextareaField, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { eventFormSchema, eventToFormValues } from "./event-form-schema";
import { eventTypeLabel } from "./event-types";
import { ABSTRACT_MAX, EVENT_TYPES, type ProgrammeEvent } from "~/content/programme-schema";

const abstractHint = `Opcional, até ${ABSTRACT_MAX} caracteres, um parágrafo: aparece na página da sessão, nos calendários e nas prévias de link.`;

/** The event form (spec §5): it changes only the editor's working copy. */
export function EventForm({
  event,
  onSave,
  onCancel,
  onDirtyChange,
}: {
  event?: ProgrammeEvent;
  onSave: (event: ProgrammeEvent) => void;
  onCancel: () => void;
  /** Told whether something was typed, so closing can ask before losing it. */
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [form, fields] = useZodForm(eventFormSchema, {
    id: "event-form",
    defaultValue: event ? eventToFormValues(event) : { talks: [] },
    onSubmit(submitEvent, { submission }) {
      submitEvent.preventDefault();
      if (submission?.status === "success") onSave(submission.value);
    },
  });
  const talks = fields.talks.getFieldList();
  const dirty = form.dirty ?? false;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <form {...getFormProps(form)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Horário" meta={fields.time} placeholder="08h30 - 10h00" maxLength={40} />
        <SelectField label="Tipo de evento" meta={fields.type}>
          <option value="">Selecione o tipo</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {eventTypeLabel(type)}
            </option>
          ))}
        </SelectField>
      </div>
      <InputField label="Título" meta={fields.title} maxLength={500} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Palestrante" meta={fields.speaker} maxLength={500} />
        <InputField label="Moderador(a)" meta={fields.moderator} maxLength={500} />
      </div>
      <InputField
        label="Palestrantes (separados por vírgula)"
        meta={fields.speakers}
        placeholder="Ana Souza, Bruno Lima"
      />
      <InputField label="Sala" meta={fields.room} placeholder="Sala 01" maxLength={500} />
      <TextareaField
        label="Resumo"
        meta={fields.abstract}
        description={abstractHint}
        maxLength={ABSTRACT_MAX}
        rows={4}
      />

      {/* min-w-0: a fieldset is at least as wide as its content, wider than a phone's dialog. */}
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-300 p-4">
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
              {talkFields.id.initialValue ? (
                <input type="hidden" name={talkFields.id.name} value={talkFields.id.initialValue} />
              ) : null}
              <InputField
                label={`Título da palestra ${index + 1}`}
                meta={talkFields.title}
                maxLength={500}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <InputField
                  label={`Palestrante da palestra ${index + 1}`}
                  meta={talkFields.speaker}
                  maxLength={500}
                />
                <InputField
                  label={`Moderador(a) da palestra ${index + 1}`}
                  meta={talkFields.moderator}
                  maxLength={500}
                />
              </div>
              <TextareaField
                label={`Resumo da palestra ${index + 1}`}
                meta={talkFields.abstract}
                description={`Opcional, até ${ABSTRACT_MAX} caracteres.`}
                maxLength={ABSTRACT_MAX}
                rows={3}
              />
            </div>
          );
        })}
        <Button
          variant="outline"
          className="self-start"
          {...form.insert.getButtonProps({
            name: fields.talks.name,
            defaultValue: { title: "", speaker: "", moderator: "", abstract: "" },
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
