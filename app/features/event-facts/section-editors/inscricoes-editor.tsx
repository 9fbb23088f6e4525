import { inscricoesFormSchema } from "../editor-schemas";
import {
  AddButton,
  CheckboxField,
  FormSection,
  HiddenField,
  ItemActions,
  ListErrors,
  ListItem,
  ListSection,
  MoneyField,
  NumberField,
  SectionForm,
  type SectionEditorProps,
  TextField,
  gridClass,
  itemClass,
  useSectionForm,
} from "./editor-kit";

const ticketTitles: Record<string, string> = {
  professional: "Ingresso profissional",
  student: "Ingresso estudante",
};

/** 'Inscrições e preços': the tickets, group discounts and the cancellation rules. */
export function InscricoesEditor(props: SectionEditorProps) {
  const { form, fields, saving } = useSectionForm("inscricoes", inscricoesFormSchema, props);
  const tickets = fields.tickets.getFieldList();
  const cancellation = fields.cancellation.getFieldset();

  return (
    <SectionForm form={form} fields={fields} saving={saving} stale={props.stale}>
      <FormSection id="inscricoes-ingressos" title="Ingressos">
        <ListErrors meta={fields.tickets} />
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
                  <ListErrors meta={item.features} />
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

      <FormSection id="inscricoes-cancelamento" title="Cancelamento e transferência">
        <div className={gridClass}>
          <NumberField
            meta={cancellation.refundDaysBefore}
            label="Reembolso até quantos dias antes"
          />
          <NumberField meta={cancellation.refundPercent} decimal label="Reembolso (%)" />
          <NumberField
            meta={cancellation.transferDaysBefore}
            label="Transferência até quantos dias antes"
          />
          <NumberField
            meta={cancellation.replyBusinessDays}
            label="Resposta em quantos dias úteis"
          />
        </div>
      </FormSection>
    </SectionForm>
  );
}
