import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { certificadosFormSchema } from "../editor-schemas";
import {
  AddButton,
  FormSection,
  ItemActions,
  ListErrors,
  ListItem,
  NumberField,
  SectionForm,
  type SectionEditorProps,
  TextField,
  gridClass,
  useSectionForm,
} from "./editor-kit";

/** 'Certificados e anais': each edition's certificate and proceedings cards, and the rules. */
export function CertificadosEditor(props: SectionEditorProps) {
  const { form, fields, saving } = useSectionForm("certificados", certificadosFormSchema, props);
  const certificate = fields.certificate.getFieldset();

  return (
    <SectionForm form={form} fields={fields} saving={saving} stale={props.stale}>
      <EditionCards
        form={form}
        list={fields.certificates}
        id="certificados-lista"
        title="Certificados"
        noun="Certificado"
      />
      <EditionCards
        form={form}
        list={fields.proceedings}
        id="anais-lista"
        title="Anais"
        noun="Anais"
      />
      <FormSection id="certificados-regras" title="Regras do certificado">
        <div className={gridClass}>
          <NumberField
            meta={certificate.daysAfterEvent}
            label="Disponível quantos dias após o evento"
          />
          <NumberField
            meta={certificate.minimumAttendancePercent}
            decimal
            label="Presença mínima (%)"
          />
        </div>
      </FormSection>
    </SectionForm>
  );
}

type CardFields = Record<"edition" | "year" | "url", FieldMetadata<unknown>>;

function EditionCards<Schema extends Record<string, unknown>>({
  form,
  list,
  id,
  title,
  noun,
}: {
  form: FormMetadata<Schema, string[]>;
  list: FieldMetadata<Array<Record<string, unknown>> | undefined>;
  id: string;
  title: string;
  noun: string;
}) {
  const cards = list.getFieldList();
  return (
    <FormSection
      id={id}
      title={title}
      action={
        cards.length < 30 ? (
          <AddButton form={form} name={list.name} defaultValue={{}}>
            Adicionar edição
          </AddButton>
        ) : null
      }
    >
      <ListErrors meta={list} />
      <ol className="grid gap-5 md:grid-cols-2">
        {cards.map((card, index) => {
          const item = card.getFieldset() as unknown as CardFields;
          const label = `${noun} ${index + 1}`;
          return (
            <ListItem
              key={card.key}
              title={label}
              actions={
                <ItemActions
                  form={form}
                  name={list.name}
                  index={index}
                  count={cards.length}
                  label={label.toLowerCase()}
                />
              }
            >
              <NumberField meta={item.edition} label={`Edição (${label})`} />
              <NumberField meta={item.year} label={`Ano (${label})`} />
              <TextField
                meta={item.url}
                type="url"
                label={`Link (${label})`}
                description="Opcional enquanto a página da edição não estiver no ar."
              />
            </ListItem>
          );
        })}
      </ol>
    </FormSection>
  );
}
