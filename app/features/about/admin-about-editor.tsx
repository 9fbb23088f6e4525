import { type SubmissionResult, getInputProps } from "@conform-to/react";
import { Plus, Trash2 } from "lucide-react";
import { useNavigation } from "react-router";
import { AdminSaveForm } from "~/components/admin/admin-save-form";
import { ErrorList, InputField, TextareaField, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { ImageUploadField } from "~/components/admin/image-upload-field";
import { aboutEditorSchema, aboutMessages } from "./about-editor-schema";
import type { AboutCongress } from "~/content/about-schema";

const sectionClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";

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
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && !navigation.formData?.has("__intent__");
  const [form, fields] = useZodForm(aboutEditorSchema, {
    id: "about-form",
    lastResult,
    defaultValue: { ...about, revision },
  });
  const paragraphs = fields.paragraphs.getFieldList();
  const professionals = fields.professionals.getFieldList();
  const { key: revisionKey, ...revisionProps } = getInputProps(fields.revision, {
    type: "hidden",
  });

  return (
    <AdminSaveForm
      form={form}
      saving={saving}
      stale={stale}
      unsavedMessage={aboutMessages.unsaved}
      submitLabel="Salvar Alterações"
      submitSize="lg"
      className="flex flex-col gap-6"
    >
      <input key={revisionKey} {...revisionProps} />

      <section aria-labelledby="about-basics" className={sectionClass}>
        <h2 id="about-basics" className="text-brand-950 text-lg font-bold">
          Informações gerais
        </h2>
        <div className="mt-4 grid gap-5 md:grid-cols-2">
          <InputField label="Título" meta={fields.title} maxLength={200} />
          <InputField
            label="Edição"
            meta={fields.edition}
            maxLength={100}
            description="Marcadores entre chaves mostram o dado atual do evento: {edicao} edição, {ano}, {cidade}, {congresso} (a lista completa está em Dados do evento › Perguntas frequentes)."
          />
        </div>
      </section>

      <section aria-labelledby="about-paragraphs" className={sectionClass}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="about-paragraphs" className="text-brand-950 text-lg font-bold">
            Parágrafos
          </h2>
          <Button
            variant="outline"
            {...form.insert.getButtonProps({ name: fields.paragraphs.name, defaultValue: "" })}
          >
            <Plus aria-hidden />
            Adicionar parágrafo
          </Button>
        </div>
        <ErrorList id={fields.paragraphs.errorId} errors={fields.paragraphs.errors} />
        <ol className="mt-4 flex flex-col gap-5">
          {paragraphs.map((paragraph, index) => (
            <li key={paragraph.key}>
              <TextareaField
                label={`Parágrafo ${index + 1}`}
                meta={paragraph}
                rows={4}
                maxLength={3000}
                labelAside={
                  paragraphs.length > 1 ? (
                    <Button
                      variant="ghost"
                      className="text-red-800 hover:bg-red-50"
                      aria-label={`Remover parágrafo ${index + 1}`}
                      {...form.remove.getButtonProps({ name: fields.paragraphs.name, index })}
                    >
                      <Trash2 aria-hidden />
                      Remover
                    </Button>
                  ) : null
                }
              />
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-professionals" className={sectionClass}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="about-professionals" className="text-brand-950 text-lg font-bold">
            Profissionais
          </h2>
          <Button
            variant="outline"
            {...form.insert.getButtonProps({
              name: fields.professionals.name,
              defaultValue: { name: "", role: "", imageUrl: "" },
            })}
          >
            <Plus aria-hidden />
            Adicionar profissional
          </Button>
        </div>
        {professionals.length === 0 ? (
          <p className="mt-4 text-slate-700">Nenhum profissional cadastrado.</p>
        ) : null}
        <ol className="mt-4 grid gap-5 md:grid-cols-2">
          {professionals.map((professional, index) => {
            const item = professional.getFieldset();
            const { key: idKey, ...idProps } = getInputProps(item.id, { type: "hidden" });
            return (
              <li
                key={professional.key}
                className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-brand-950 font-semibold">Profissional {index + 1}</h3>
                  <Button
                    variant="ghost"
                    className="text-red-800 hover:bg-red-50"
                    aria-label={`Remover profissional ${index + 1}`}
                    {...form.remove.getButtonProps({ name: fields.professionals.name, index })}
                  >
                    <Trash2 aria-hidden />
                    Remover
                  </Button>
                </div>
                <input key={idKey} {...idProps} />
                <InputField label="Nome" meta={item.name} maxLength={120} />
                <InputField label="Cargo" meta={item.role} maxLength={160} />
                <ImageUploadField
                  label="Imagem"
                  name={item.imageUrl.name}
                  purpose="professional"
                  defaultValue={item.imageUrl.initialValue}
                  errors={item.imageUrl.errors}
                  errorId={item.imageUrl.errorId}
                  previewAlt={`Pré-visualização da imagem do profissional ${index + 1}`}
                  previewClassName="rounded-full"
                />
              </li>
            );
          })}
        </ol>
      </section>
    </AdminSaveForm>
  );
}
