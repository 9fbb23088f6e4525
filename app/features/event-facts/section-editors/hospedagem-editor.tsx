import { ImageUploadField } from "~/components/admin/image-upload-field";
import { hospedagemFormSchema } from "../editor-schemas";
import {
  FormSection,
  ListSection,
  LongTextField,
  MoneyField,
  NumberField,
  SectionForm,
  type SectionEditorProps,
  TextField,
  gridClass,
  useSectionForm,
} from "./editor-kit";

/** 'Hospedagem': the partner hotels, in order, and the discount code. */
export function HospedagemEditor(props: SectionEditorProps) {
  const { form, fields, saving } = useSectionForm("hospedagem", hospedagemFormSchema, props);
  const lodging = fields.lodging.getFieldset();

  return (
    <SectionForm form={form} fields={fields} saving={saving} stale={props.stale}>
      <FormSection id="hospedagem-desconto" title="Desconto">
        <div className={gridClass}>
          <TextField meta={lodging.discountCode} label="Código de desconto" maxLength={40} />
        </div>
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
                name={item.image.name}
                purpose="hotel"
                defaultValue={item.image.initialValue}
                errors={item.image.errors}
                errorId={item.image.errorId}
                previewAlt={`Foto do ${title.toLowerCase()}`}
              />
            </>
          );
        }}
      </ListSection>
    </SectionForm>
  );
}
