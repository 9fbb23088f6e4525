import { cursosFormSchema } from "../editor-schemas";
import {
  AddButton,
  FormSection,
  HiddenField,
  ItemActions,
  ListErrors,
  ListItem,
  SectionForm,
  type SectionEditorProps,
  TextField,
  gridClass,
  useSectionForm,
} from "./editor-kit";

/** 'Cursos pré-congresso': the courses of the day before the congress, in order. */
export function CursosEditor(props: SectionEditorProps) {
  const { form, fields, saving } = useSectionForm("cursos", cursosFormSchema, props);
  const courses = fields.courses.getFieldList();

  return (
    <SectionForm form={form} fields={fields} saving={saving} stale={props.stale}>
      <FormSection
        id="cursos-lista"
        title="Cursos"
        description="A data dos cursos fica em 'Evento e datas'."
        action={
          courses.length < 30 ? (
            <AddButton form={form} name={fields.courses.name} defaultValue={{}}>
              Adicionar curso
            </AddButton>
          ) : null
        }
      >
        <ListErrors meta={fields.courses} />
        {courses.length === 0 ? <p className="text-slate-700">Nenhum curso cadastrado.</p> : null}
        <ol className="flex flex-col gap-5">
          {courses.map((course, index) => {
            const item = course.getFieldset();
            return (
              <ListItem
                key={course.key}
                title={`Curso ${index + 1}`}
                actions={
                  <ItemActions
                    form={form}
                    name={fields.courses.name}
                    index={index}
                    count={courses.length}
                    label={`curso ${index + 1}`}
                  />
                }
              >
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
              </ListItem>
            );
          })}
        </ol>
      </FormSection>
    </SectionForm>
  );
}
