import { useMemo } from "react";
import { faqFormSchema, placeholderList } from "../editor-schemas";
import {
  ListSection,
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

  return (
    <SectionForm form={form} fields={fields} saving={saving} stale={props.stale}>
      <PlaceholderHelp facts={props.facts} />
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
