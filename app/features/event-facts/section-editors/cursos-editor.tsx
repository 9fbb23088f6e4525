import { cursosFormSchema } from "../editor-schemas";
import {
  HiddenField,
  ListSection,
  SectionForm,
  type SectionEditorProps,
  TextField,
  gridClass,
  useSectionForm,
} from "./editor-kit";

/** 'Cursos pré-congresso': the courses of the day before the congress, in order. */
export function CursosEditor(props: SectionEditorProps) {
  const { form, fields, saving } = useSectionForm("cursos", cursosFormSchema, props);

  return (
    <SectionForm form={form} fields={fields} saving={saving} stale={props.stale}>
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
                <TextField
                  meta={item.time}
                  label="Horário"
                  description="Por exemplo 08h30 - 12h30"
                />
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
    </SectionForm>
  );
}
