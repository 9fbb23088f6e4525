import { ImageUploadField } from "~/components/admin/image-upload-field";
import { hospedagemFormSchema } from "../editor-schemas";
import {
  AddButton,
  FormSection,
  ItemActions,
  ListErrors,
  ListItem,
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
  const hotels = lodging.hotels.getFieldList();

  return (
    <SectionForm form={form} fields={fields} saving={saving} stale={props.stale}>
      <FormSection id="hospedagem-desconto" title="Desconto">
        <div className={gridClass}>
          <TextField meta={lodging.discountCode} label="Código de desconto" maxLength={40} />
        </div>
      </FormSection>
      <FormSection
        id="hospedagem-hoteis"
        title="Hotéis"
        description="Sem link nem telefone de reserva, o site sugere falar com a organização."
        action={
          hotels.length < 20 ? (
            <AddButton form={form} name={lodging.hotels.name} defaultValue={{}}>
              Adicionar hotel
            </AddButton>
          ) : null
        }
      >
        <ListErrors meta={lodging.hotels} />
        {hotels.length === 0 ? <p className="text-slate-700">Nenhum hotel cadastrado.</p> : null}
        <ol className="flex flex-col gap-5">
          {hotels.map((hotel, index) => {
            const item = hotel.getFieldset();
            return (
              <ListItem
                key={hotel.key}
                title={`Hotel ${index + 1}`}
                actions={
                  <ItemActions
                    form={form}
                    name={lodging.hotels.name}
                    index={index}
                    count={hotels.length}
                    label={`hotel ${index + 1}`}
                  />
                }
              >
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
                  previewAlt={`Foto do hotel ${index + 1}`}
                />
              </ListItem>
            );
          })}
        </ol>
      </FormSection>
    </SectionForm>
  );
}
