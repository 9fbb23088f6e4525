import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { certificadosFormSchema } from "../editor-schemas";
import {
  FormSection,
  ListSection,
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

/** One list of edition cards ('Certificado 1', 'Anais 2'): edition, year and link. */
function EditionCards<Schema extends Record<string, unknown>>({
  form,
  list,
  id,
  title,
  noun,
}: {
  form: FormMetadata<Schema, string[]>;
  list: FieldMetadata<Array<Record<string, unknown>> | undefined, Schema, string[]>;
  id: string;
  title: string;
  noun: string;
}) {
  return (
    <ListSection
      id={id}
      title={title}
      form={form}
      list={list}
      max={30}
      addLabel="Adicionar edição"
      noun={noun}
      columns
    >
      {(card, label) => {
        const item = card.getFieldset() as unknown as CardFields;
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
  );
}

type CardFields = Record<"edition" | "year" | "url", FieldMetadata<unknown>>;
