import { useMemo } from "react";
import { faqFormSchema, placeholderList } from "../editor-schemas";
import {
  AddButton,
  FormSection,
  ItemActions,
  ListErrors,
  ListItem,
  LongTextField,
  SectionForm,
  type SectionEditorProps,
  TextField,
  useSectionForm,
} from "./editor-kit";

/** 'Perguntas frequentes': questions and answers, in order, that may name facts. */
export function FaqEditor(props: SectionEditorProps) {
  // The known placeholders come from the facts (one pair per group discount).
  const schema = useMemo(() => faqFormSchema(props.facts), [props.facts]);
  const { form, fields, saving } = useSectionForm("faq", schema, props);
  const items = fields.faq.getFieldList();

  return (
    <SectionForm form={form} fields={fields} saving={saving} stale={props.stale}>
      <PlaceholderHelp facts={props.facts} />
      <FormSection
        id="faq-perguntas"
        title="Perguntas"
        action={
          <AddButton form={form} name={fields.faq.name} defaultValue={{ question: "", answer: "" }}>
            Adicionar pergunta
          </AddButton>
        }
      >
        <ListErrors meta={fields.faq} />
        {items.length === 0 ? <p className="text-slate-700">Nenhuma pergunta cadastrada.</p> : null}
        <ol className="flex flex-col gap-5">
          {items.map((faqItem, index) => {
            const item = faqItem.getFieldset();
            return (
              <ListItem
                key={faqItem.key}
                title={`Pergunta ${index + 1}`}
                actions={
                  <ItemActions
                    form={form}
                    name={fields.faq.name}
                    index={index}
                    count={items.length}
                    label={`pergunta ${index + 1}`}
                  />
                }
              >
                <TextField meta={item.question} label="Pergunta" maxLength={300} />
                <LongTextField meta={item.answer} label="Resposta" maxLength={3000} />
              </ListItem>
            );
          })}
        </ol>
      </FormSection>
    </SectionForm>
  );
}

/** Which `{placeholders}` a text may use, and what each shows today. */
export function PlaceholderHelp({ facts }: { facts: SectionEditorProps["facts"] }) {
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
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
            {placeholderList(facts).map(({ name, value }) => (
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
