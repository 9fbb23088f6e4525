import type { FieldMetadata } from "@conform-to/react";
import { Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { eventoFormSchema } from "../editor-schemas";
import {
  AddButton,
  FormSection,
  ListErrors,
  NumberField,
  SectionForm,
  type SectionEditorProps,
  TextField,
  gridClass,
  useSectionForm,
} from "./editor-kit";

const dayNames = ["Primeiro", "Segundo", "Terceiro", "Quarto", "Quinto", "Sexto", "Sétimo"];
const MAX_DAYS = dayNames.length;

const congressNames = {
  nursing: "Congresso de Enfermagem",
  feridas: "Congresso de Feridas",
  estetica: "Congresso de Estética",
} as const;

/** 'Evento e datas': names and editions, the days, hours, place, capacity and deadlines. */
export function EventoEditor(props: SectionEditorProps) {
  const { form, fields, saving } = useSectionForm("evento", eventoFormSchema, props);
  const event = fields.event.getFieldset();
  const congresses = event.congresses.getFieldset();
  const days = event.congressDays.getFieldList();
  const hours = event.hours.getFieldset();
  const venue = event.venue.getFieldset();
  const deadlines = fields.deadlines.getFieldset();

  return (
    <SectionForm form={form} fields={fields} saving={saving} stale={props.stale}>
      <FormSection id="evento-nome" title="Evento">
        <div className={gridClass}>
          <TextField meta={event.name} label="Nome do evento" maxLength={200} />
          <NumberField meta={event.edition} label="Edição do evento" />
          <TextField meta={event.foundedIn} label="Ano de fundação" />
          <TextField meta={event.participantsSoFar} label="Participantes até hoje" />
          <TextField meta={event.expectedAttendees} label="Público esperado" />
        </div>
      </FormSection>

      <FormSection
        id="evento-congressos"
        title="Congressos"
        description="O nome sem o número da edição: o site o acrescenta antes do nome (por exemplo, '16º …')."
      >
        {(Object.keys(congressNames) as Array<keyof typeof congressNames>).map((key) => {
          const congress = congresses[key].getFieldset();
          return (
            <fieldset
              key={key}
              className="grid gap-4 rounded-lg border border-slate-200 p-4 md:grid-cols-2"
            >
              <legend className="text-brand-950 px-1 font-semibold">{congressNames[key]}</legend>
              <TextField meta={congress.name} label={`Nome: ${congressNames[key]}`} />
              <NumberField meta={congress.edition} label={`Edição: ${congressNames[key]}`} />
              <TextField
                meta={congress.programmeTabName}
                label={`Nome na programação: ${congressNames[key]}`}
                description="Opcional: quando a aba da programação usa outro nome."
                className="md:col-span-2"
              />
            </fieldset>
          );
        })}
      </FormSection>

      <FormSection
        id="evento-datas"
        title="Datas e horários"
        action={
          days.length < MAX_DAYS ? (
            <AddButton form={form} name={event.congressDays.name} defaultValue="">
              Adicionar dia
            </AddButton>
          ) : null
        }
      >
        <div className={gridClass}>
          <TextField meta={event.courseDate} type="date" label="Data dos cursos" />
        </div>
        <ListErrors meta={event.congressDays} />
        <ol className={gridClass}>
          {days.map((day, index) => (
            <li key={day.key}>
              <TextField meta={day} type="date" label={`${dayNames[index]} dia do congresso`} />
              {days.length > 1 && index === days.length - 1 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-1 text-red-800 hover:bg-red-50"
                  {...form.remove.getButtonProps({ name: event.congressDays.name, index })}
                >
                  <Trash2 aria-hidden />
                  Remover o {dayNames[index]!.toLowerCase()} dia
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
        <div className={gridClass}>
          <TextField
            meta={hours.start}
            label="Início das atividades"
            description="Por exemplo 08:00"
          />
          <TextField
            meta={hours.end}
            label="Término das atividades"
            description="Por exemplo 18:30"
          />
          <TextField
            meta={event.timeZone}
            label="Fuso horário"
            description="Por exemplo America/Bahia (Salvador) ou America/Sao_Paulo."
          />
        </div>
      </FormSection>

      <FormSection id="evento-local" title="Local">
        <div className={gridClass}>
          <TextField meta={event.city} label="Cidade" />
          <TextField meta={event.state} label="Estado" />
          <TextField meta={event.stateCode} label="UF" description="Duas letras, por exemplo BA." />
          <TextField meta={venue.name} label="Nome do local" />
          <TextField meta={venue.address} label="Endereço" className="md:col-span-2" />
          <TextField
            meta={venue.mapUrl}
            type="url"
            label="Link do mapa"
            className="md:col-span-2"
          />
          <NumberField meta={event.capacityFilledPercent} decimal label="Vagas preenchidas (%)" />
        </div>
      </FormSection>

      <FormSection
        id="evento-prazos"
        title="Prazos e apresentações"
        description="Deixe um prazo em branco enquanto não estiver definido: o site mostra 'data a definir'."
      >
        <div className={gridClass}>
          <TextField
            meta={deadlines.submission}
            type="date"
            label="Prazo de submissão de trabalhos"
          />
          <TextField
            meta={deadlines.approvedWorksUpload}
            type="date"
            label="Prazo de envio dos trabalhos aprovados"
          />
          <NumberField meta={deadlines.reviewDays} label="Dias para o parecer da avaliação" />
        </div>
        <PresentationFields
          legend="Apresentação (regras de submissão)"
          fields={deadlines.presentation.getFieldset()}
        />
        <PresentationFields
          legend="Apresentação dos trabalhos aprovados"
          fields={deadlines.approvedPresentation.getFieldset()}
        />
      </FormSection>
    </SectionForm>
  );
}

function PresentationFields({
  legend,
  fields,
}: {
  legend: string;
  fields: Record<"minutes" | "discussionMinutes" | "arriveMinutesBefore", FieldMetadata<unknown>>;
}) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 md:grid-cols-3">
      <legend className="text-brand-950 px-1 font-semibold">{legend}</legend>
      <NumberField meta={fields.minutes} label={`Minutos de apresentação: ${legend}`} />
      <NumberField meta={fields.discussionMinutes} label={`Minutos de discussão: ${legend}`} />
      <NumberField
        meta={fields.arriveMinutesBefore}
        label={`Chegar quantos minutos antes: ${legend}`}
      />
    </fieldset>
  );
}
