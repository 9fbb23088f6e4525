import { type FormMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { AdminSaveForm } from "~/components/admin/admin-save-form";
import {
  AddButton,
  CheckboxField,
  FormSection,
  HiddenField,
  ItemActions,
  ListItem,
  ListSection,
  LongTextField,
  MoneyField,
  NumberField,
  RemoveButton,
  TextField,
  gridClass,
  itemClass,
  sectionClass,
} from "~/components/admin/editor-kit";
import { ImageUploadField } from "~/components/admin/image-upload-field";
import { ErrorList } from "~/components/forms";
import type { EventFacts } from "~/content/event-facts-schema";
import { MAX_CONGRESS_DAYS } from "~/content/programme-keys";
import { FORM_TOKEN_FIELD } from "~/lib/form-token";
import type { z } from "~/lib/zod";
import { factPlaceholders } from "~/lib/fact-text";
import {
  type SectionSlug,
  parseSectionForm,
  sectionDefaults,
  sectionSchemas,
} from "./editor-schemas";

export interface SectionEditorProps {
  facts: EventFacts;
  version: number;
  formToken: string;
  lastResult: SubmissionResult<string[]> | undefined;
  stale: boolean;
}

/** What a section's fields are drawn from: its conform form and the facts it started from. */
interface SectionKit<S extends SectionSlug = SectionSlug> {
  form: FormMetadata<SectionInput<S>, string[]>;
  fields: ReturnType<FormMetadata<SectionInput<S>, string[]>["getFieldset"]>;
  facts: EventFacts;
}

type SectionInput<S extends SectionSlug> = Extract<
  z.input<ReturnType<(typeof sectionSchemas)[S]>>,
  Record<string, unknown>
>;

// The hidden version and token are defaults too, or the form would read as changed from the start.
/** A section's conform form in its save frame with that section's fields, checked in the browser as on the server. */
export function SectionEditor({
  section,
  facts,
  version,
  formToken,
  lastResult,
  stale,
}: SectionEditorProps & { section: SectionSlug }) {
  const constraint = useMemo(
    () => getZodConstraint(sectionSchemas[section](facts)),
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
  const Fields = sectionFields[section] as (kit: SectionKit) => React.ReactNode;
  return (
    <AdminSaveForm form={form} stale={stale} submitSize="lg" className="flex flex-col gap-6">
      <HiddenField meta={fields.basedOnVersion} />
      <HiddenField meta={fields.formToken} />
      <Fields {...({ form, fields, facts } as unknown as SectionKit)} />
    </AdminSaveForm>
  );
}

const sectionFields: { [S in SectionSlug]: (kit: SectionKit<S>) => React.ReactNode } = {
  evento: EventoFields,
  inscricoes: InscricoesFields,
  cursos: CursosFields,
  hospedagem: HospedagemFields,
  faq: FaqFields,
  contato: ContatoFields,
  certificados: CertificadosFields,
};

/** One name per day the facts allow (MAX_CONGRESS_DAYS). */
const dayNames = ["Primeiro", "Segundo", "Terceiro", "Quarto", "Quinto", "Sexto", "Sétimo"];

const congressNames = {
  nursing: "Congresso de Enfermagem",
  feridas: "Congresso de Feridas",
  estetica: "Congresso de Estética",
} as const;

/** 'Evento e datas': names and editions, the days, hours, place, capacity and deadlines. */
function EventoFields({ form, fields }: SectionKit<"evento">) {
  const event = fields.event.getFieldset();
  const congresses = event.congresses.getFieldset();
  const days = event.congressDays.getFieldList();
  const hours = event.hours.getFieldset();
  const venue = event.venue.getFieldset();
  const deadlines = fields.deadlines.getFieldset();

  return (
    <>
      <FormSection id="evento-nome" title="Evento" grid>
        <TextField meta={event.name} label="Nome do evento" maxLength={200} />
        <NumberField meta={event.edition} label="Edição do evento" />
        <TextField meta={event.foundedIn} label="Ano de fundação" />
        <TextField meta={event.participantsSoFar} label="Participantes até hoje" />
        <TextField meta={event.expectedAttendees} label="Público esperado" />
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
            </fieldset>
          );
        })}
      </FormSection>

      <FormSection
        id="evento-datas"
        title="Datas e horários"
        action={
          days.length < MAX_CONGRESS_DAYS ? (
            <AddButton form={form} name={event.congressDays.name} defaultValue="">
              Adicionar dia
            </AddButton>
          ) : null
        }
      >
        <div className={gridClass}>
          <TextField meta={event.courseDate} type="date" label="Data dos cursos" />
        </div>
        <ErrorList id={event.congressDays.errorId} errors={event.congressDays.errors} />
        <ol className={gridClass}>
          {days.map((day, index) => (
            <li key={day.key}>
              <TextField meta={day} type="date" label={`${dayNames[index]} dia do congresso`} />
              {days.length > 1 && index === days.length - 1 ? (
                <RemoveButton
                  form={form}
                  name={event.congressDays.name}
                  index={index}
                  className="mt-1"
                >
                  Remover o {dayNames[index]!.toLowerCase()} dia
                </RemoveButton>
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

      <FormSection id="evento-local" title="Local" grid>
        <TextField meta={event.city} label="Cidade" />
        <TextField meta={event.state} label="Estado" />
        <TextField meta={event.stateCode} label="UF" description="Duas letras, por exemplo BA." />
        <TextField meta={venue.name} label="Nome do local" />
        <TextField meta={venue.address} label="Endereço" className="md:col-span-2" />
        <TextField meta={venue.mapUrl} type="url" label="Link do mapa" className="md:col-span-2" />
        <NumberField meta={event.capacityFilledPercent} decimal label="Vagas preenchidas (%)" />
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
        {(
          [
            ["presentation", "Apresentação (regras de submissão)"],
            ["approvedPresentation", "Apresentação dos trabalhos aprovados"],
          ] as const
        ).map(([name, legend]) => {
          const times = deadlines[name].getFieldset();
          return (
            <fieldset
              key={name}
              className="grid gap-4 rounded-lg border border-slate-200 p-4 md:grid-cols-3"
            >
              <legend className="text-brand-950 px-1 font-semibold">{legend}</legend>
              <NumberField meta={times.minutes} label={`Minutos de apresentação: ${legend}`} />
              <NumberField
                meta={times.discussionMinutes}
                label={`Minutos de discussão: ${legend}`}
              />
              <NumberField
                meta={times.arriveMinutesBefore}
                label={`Chegar quantos minutos antes: ${legend}`}
              />
            </fieldset>
          );
        })}
      </FormSection>
    </>
  );
}

const ticketTitles: Record<string, string> = {
  professional: "Ingresso profissional",
  student: "Ingresso estudante",
};

/** 'Inscrições e preços': the tickets, group discounts and the cancellation rules. */
function InscricoesFields({ form, fields }: SectionKit<"inscricoes">) {
  const tickets = fields.tickets.getFieldList();
  const cancellation = fields.cancellation.getFieldset();

  return (
    <>
      <FormSection id="inscricoes-ingressos" title="Ingressos">
        <ErrorList id={fields.tickets.errorId} errors={fields.tickets.errors} />
        <ol className="flex flex-col gap-5">
          {tickets.map((ticket, index) => {
            const item = ticket.getFieldset();
            const features = item.features.getFieldList();
            const installments = item.installments.getFieldset();
            const title =
              ticketTitles[String(item.id.value ?? item.id.initialValue)] ??
              `Ingresso ${index + 1}`;
            return (
              <ListItem key={ticket.key} title={title}>
                <HiddenField meta={item.id} />
                <div className={gridClass}>
                  <TextField meta={item.name} label="Nome do ingresso" className="md:col-span-2" />
                  <MoneyField meta={item.fullPrice} label="Preço à vista" />
                  <NumberField meta={installments.count} label="Número de parcelas" />
                  <MoneyField meta={installments.amount} label="Valor da parcela" />
                  <TextField meta={item.checkoutUrl} type="url" label="Link de compra" />
                  <CheckboxField meta={item.soldOut} label="Esgotado" />
                </div>
                <div className={itemClass}>
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <h4 className="font-semibold text-slate-800">O que inclui</h4>
                    <AddButton form={form} name={item.features.name} defaultValue="">
                      Adicionar item
                    </AddButton>
                  </div>
                  <ErrorList id={item.features.errorId} errors={item.features.errors} />
                  <ol className="flex flex-col gap-3">
                    {features.map((feature, featureIndex) => (
                      <li key={feature.key} className="flex flex-col gap-1">
                        <TextField meta={feature} label={`Item ${featureIndex + 1} (${title})`} />
                        <ItemActions
                          form={form}
                          name={item.features.name}
                          index={featureIndex}
                          count={features.length}
                          label={`item ${featureIndex + 1} do ${title.toLowerCase()}`}
                        />
                      </li>
                    ))}
                  </ol>
                </div>
              </ListItem>
            );
          })}
        </ol>
      </FormSection>

      <ListSection
        id="inscricoes-grupos"
        title="Descontos para grupos"
        form={form}
        list={fields.groupDiscounts}
        max={5}
        addLabel="Adicionar faixa"
        emptyText="Nenhum desconto para grupos."
        noun="Faixa"
        columns
      >
        {(tier, title) => {
          const item = tier.getFieldset();
          const which = title.toLowerCase();
          return (
            <>
              <NumberField meta={item.above} label={`Acima de quantas pessoas (${which})`} />
              <NumberField meta={item.discountPercent} decimal label={`Desconto em % (${which})`} />
            </>
          );
        }}
      </ListSection>

      <FormSection id="inscricoes-cancelamento" title="Cancelamento e transferência" grid>
        <NumberField
          meta={cancellation.refundDaysBefore}
          label="Reembolso até quantos dias antes"
        />
        <NumberField meta={cancellation.refundPercent} decimal label="Reembolso (%)" />
        <NumberField
          meta={cancellation.transferDaysBefore}
          label="Transferência até quantos dias antes"
        />
        <NumberField meta={cancellation.replyBusinessDays} label="Resposta em quantos dias úteis" />
      </FormSection>
    </>
  );
}

/** 'Cursos pré-congresso': the courses of the day before the congress, in order. */
function CursosFields({ form, fields }: SectionKit<"cursos">) {
  return (
    <ListSection
      id="cursos-lista"
      title="Cursos"
      description="A data dos cursos fica em 'Evento e datas'."
      form={form}
      list={fields.courses}
      max={30}
      addLabel="Adicionar curso"
      emptyText="Nenhum curso cadastrado."
      noun="Curso"
    >
      {(course) => {
        const item = course.getFieldset();
        return (
          <>
            <HiddenField meta={item.id} />
            <div className={gridClass}>
              <TextField meta={item.title} label="Título do curso" className="md:col-span-2" />
              <TextField meta={item.instructor} label="Instrutor(a)" />
              <TextField meta={item.time} label="Horário" description="Por exemplo 08h30 - 12h30" />
              <TextField meta={item.room} label="Sala" />
              <TextField
                meta={item.storeUrl}
                type="url"
                label="Página do curso na loja"
                description="Opcional: sem ela, o site leva à loja de cursos."
              />
            </div>
          </>
        );
      }}
    </ListSection>
  );
}

/** 'Hospedagem': the partner hotels, in order, and the discount code. */
function HospedagemFields({ form, fields }: SectionKit<"hospedagem">) {
  const lodging = fields.lodging.getFieldset();

  return (
    <>
      <FormSection id="hospedagem-desconto" title="Desconto" grid>
        <TextField meta={lodging.discountCode} label="Código de desconto" maxLength={40} />
      </FormSection>
      <ListSection
        id="hospedagem-hoteis"
        title="Hotéis"
        description="Sem link nem telefone de reserva, o site sugere falar com a organização."
        form={form}
        list={lodging.hotels}
        max={20}
        addLabel="Adicionar hotel"
        emptyText="Nenhum hotel cadastrado."
        noun="Hotel"
      >
        {(hotel, title) => {
          const item = hotel.getFieldset();
          return (
            <>
              <div className={gridClass}>
                <TextField meta={item.name} label="Nome do hotel" maxLength={200} />
                <TextField
                  meta={item.distance}
                  label="Distância"
                  description="Por exemplo 'No local do evento' ou '1,2 km'."
                />
                <MoneyField meta={item.nightlyPrice} label="Diária a partir de" />
                <NumberField meta={item.rating} decimal label="Avaliação (0 a 5)" />
                <NumberField meta={item.discountPercent} decimal label="Desconto (%)" />
                <TextField meta={item.bookingUrl} type="url" label="Link para reservar" />
                <TextField meta={item.phone} type="tel" label="Telefone do hotel" />
              </div>
              <LongTextField meta={item.description} label="Descrição" maxLength={3000} />
              <ImageUploadField
                label="Foto"
                meta={item.image}
                purpose="hotel"
                previewAlt={`Foto do ${title.toLowerCase()}`}
              />
            </>
          );
        }}
      </ListSection>
    </>
  );
}

/** 'Perguntas frequentes': questions and answers, in order, that may name facts. */
function FaqFields({ form, fields, facts }: SectionKit<"faq">) {
  return (
    <>
      <PlaceholderHelp facts={facts} />
      <ListSection
        id="faq-perguntas"
        title="Perguntas"
        form={form}
        list={fields.faq}
        addLabel="Adicionar pergunta"
        newItem={{ question: "", answer: "" }}
        emptyText="Nenhuma pergunta cadastrada."
        noun="Pergunta"
      >
        {(faqItem) => {
          const item = faqItem.getFieldset();
          return (
            <>
              <TextField meta={item.question} label="Pergunta" maxLength={300} />
              <LongTextField meta={item.answer} label="Resposta" maxLength={3000} />
            </>
          );
        }}
      </ListSection>
    </>
  );
}

/** Which `{placeholders}` a text may use, and what each shows today. */
function PlaceholderHelp({ facts }: Pick<SectionKit, "facts">) {
  return (
    <details className={sectionClass}>
      <summary className="text-brand-950 cursor-pointer font-semibold">
        Marcadores: textos que acompanham os dados do evento
      </summary>
      <p className="mt-3 text-sm text-slate-700">
        Escreva um marcador entre chaves, por exemplo {"{periodo}"}, e o site mostra o dado atual no
        lugar dele: quando uma data muda, o texto muda junto. Um marcador que não está nesta lista é
        recusado.
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4 font-semibold">
                Marcador
              </th>
              <th scope="col" className="py-1 font-semibold">
                Mostra hoje
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(factPlaceholders(facts)).map(([name, value]) => (
              <tr key={name} className="border-t border-slate-200">
                <td className="py-1 pr-4 font-mono">{`{${name}}`}</td>
                <td className="py-1">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** 'Contato e links': phone, WhatsApp, e-mails, hours and the event's external links. */
function ContatoFields({ fields, facts }: SectionKit<"contato">) {
  const contact = fields.contact.getFieldset();
  const links = fields.links.getFieldset();

  return (
    <>
      <FormSection id="contato-contato" title="Contato">
        <div className={gridClass}>
          <TextField
            meta={contact.phone}
            type="tel"
            label="Telefone"
            description="Por exemplo (11) 3333-4444"
          />
          <TextField
            meta={contact.whatsappNumber}
            type="tel"
            label="Número do WhatsApp"
            description="Com o código do país e o DDD, só números: 5571988887777"
          />
          <TextField meta={contact.supportEmail} type="email" label="E-mail de suporte" />
          <TextField meta={contact.contactEmail} type="email" label="E-mail de contato" />
          <TextField
            meta={contact.hours}
            label="Horário de atendimento"
            className="md:col-span-2"
          />
        </div>
        <LongTextField
          meta={contact.whatsappMessage}
          label="Mensagem do WhatsApp"
          description="O texto que já vem escrito na conversa; pode usar marcadores, como {edicao}."
          rows={3}
          maxLength={500}
        />
      </FormSection>
      <PlaceholderHelp facts={facts} />
      <FormSection id="contato-links" title="Links externos" grid>
        <TextField
          meta={links.eventIdentifier}
          label="Identificador do evento"
          description="O código do evento na plataforma de inscrições, por exemplo cne2025."
        />
        <TextField meta={links.mainSite} type="url" label="Site principal" />
        <TextField meta={links.registrantsArea} type="url" label="Área do inscrito" />
        <TextField meta={links.registration} type="url" label="Página de inscrição" />
        <TextField meta={links.courseStore} type="url" label="Loja de cursos" />
        <TextField meta={links.submissionPlatform} type="url" label="Plataforma de submissão" />
        <TextField meta={links.slideTemplate} type="url" label="Modelo de slides" />
        <TextField meta={links.instagram} type="url" label="Instagram" />
      </FormSection>
    </>
  );
}

/** 'Certificados e anais': each edition's certificate and proceedings cards, and the rules. */
function CertificadosFields({ form, fields }: SectionKit<"certificados">) {
  const certificate = fields.certificate.getFieldset();

  return (
    <>
      {(
        [
          ["certificates", "certificados-lista", "Certificados", "Certificado"],
          ["proceedings", "anais-lista", "Anais", "Anais"],
        ] as const
      ).map(([name, id, title, noun]) => (
        <ListSection
          key={name}
          id={id}
          title={title}
          form={form}
          list={fields[name]}
          max={30}
          addLabel="Adicionar edição"
          noun={noun}
          columns
        >
          {(card, label) => {
            const item = card.getFieldset();
            return (
              <>
                <NumberField meta={item.edition} label={`Edição (${label})`} />
                <NumberField meta={item.year} label={`Ano (${label})`} />
                <TextField
                  meta={item.url}
                  type="url"
                  label={`Link (${label})`}
                  description="Opcional enquanto a página da edição não estiver no ar."
                />
              </>
            );
          }}
        </ListSection>
      ))}
      <FormSection id="certificados-regras" title="Regras do certificado" grid>
        <NumberField
          meta={certificate.daysAfterEvent}
          label="Disponível quantos dias após o evento"
        />
        <NumberField
          meta={certificate.minimumAttendancePercent}
          decimal
          label="Presença mínima (%)"
        />
      </FormSection>
    </>
  );
}
