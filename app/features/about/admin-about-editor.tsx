import { type SubmissionResult } from "@conform-to/react";
import { AdminSaveForm } from "~/components/admin/admin-save-form";
import {
  AddButton,
  FormSection,
  HiddenField,
  RemoveButton,
  gridClass,
  itemClass,
} from "~/components/admin/editor-kit";
import { ErrorList, InputField, TextareaField, useZodForm } from "~/components/forms";
import { ImageUploadField } from "~/components/admin/image-upload-field";
import { aboutEditorSchema } from "./about-editor-schema";
import type { AboutCongress } from "~/content/about-schema";

/** Spec §5's editor; adding and removing rows are conform intents, answered without JavaScript. */
export function AdminAboutEditor({
  about,
  revision,
  lastResult,
  stale,
}: {
  about: AboutCongress;
  revision: number;
  lastResult: SubmissionResult<string[]> | undefined;
  stale: boolean;
}) {
  const [form, fields] = useZodForm(aboutEditorSchema, {
    id: "about-form",
    lastResult,
    defaultValue: { ...about, revision },
  });
  const paragraphs = fields.paragraphs.getFieldList();
  const professionals = fields.professionals.getFieldList();

  return (
    <AdminSaveForm form={form} stale={stale} submitSize="lg" className="flex flex-col gap-6">
      <HiddenField meta={fields.revision} />

      <FormSection id="about-basics" title="Informações gerais">
        <div className={gridClass}>
          <InputField label="Título" meta={fields.title} maxLength={200} />
          <InputField
            label="Edição"
            meta={fields.edition}
            maxLength={100}
            description="Marcadores entre chaves mostram o dado atual do evento: {edicao} edição, {ano}, {cidade}, {congresso} (a lista completa está em Dados do evento › Perguntas frequentes)."
          />
        </div>
      </FormSection>

      <FormSection
        id="about-paragraphs"
        title="Parágrafos"
        action={
          <AddButton form={form} name={fields.paragraphs.name} defaultValue="">
            Adicionar parágrafo
          </AddButton>
        }
      >
        <ErrorList id={fields.paragraphs.errorId} errors={fields.paragraphs.errors} />
        <ol className="flex flex-col gap-5">
          {paragraphs.map((paragraph, index) => (
            <li key={paragraph.key}>
              <TextareaField
                label={`Parágrafo ${index + 1}`}
                meta={paragraph}
                rows={4}
                maxLength={3000}
                labelAside={
                  paragraphs.length > 1 ? (
                    <RemoveButton
                      form={form}
                      name={fields.paragraphs.name}
                      index={index}
                      size="default"
                      label={`Remover parágrafo ${index + 1}`}
                    >
                      Remover
                    </RemoveButton>
                  ) : null
                }
              />
            </li>
          ))}
        </ol>
      </FormSection>

      <FormSection
        id="about-professionals"
        title="Profissionais"
        action={
          <AddButton
            form={form}
            name={fields.professionals.name}
            defaultValue={{ name: "", role: "", imageUrl: "" }}
          >
            Adicionar profissional
          </AddButton>
        }
      >
        {professionals.length === 0 ? (
          <p className="text-slate-700">Nenhum profissional cadastrado.</p>
        ) : null}
        <ol className={gridClass}>
          {professionals.map((professional, index) => {
            const item = professional.getFieldset();
            return (
              <li key={professional.key} className={itemClass}>
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-brand-950 font-semibold">Profissional {index + 1}</h3>
                  <RemoveButton
                    form={form}
                    name={fields.professionals.name}
                    index={index}
                    size="default"
                    label={`Remover profissional ${index + 1}`}
                  >
                    Remover
                  </RemoveButton>
                </div>
                <HiddenField meta={item.id} />
                <InputField label="Nome" meta={item.name} maxLength={120} />
                <InputField label="Cargo" meta={item.role} maxLength={160} />
                <ImageUploadField
                  label="Imagem"
                  meta={item.imageUrl}
                  purpose="professional"
                  previewAlt={`Pré-visualização da imagem do profissional ${index + 1}`}
                  previewClassName="rounded-full"
                />
              </li>
            );
          })}
        </ol>
      </FormSection>
    </AdminSaveForm>
  );
}
