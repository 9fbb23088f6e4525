import { type SubmissionResult } from "@conform-to/react";
import { Pencil, Plus, Trash2, UserRound } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ReloadLink } from "~/components/admin/reload-link";
import { AdminSaveForm } from "~/components/admin/admin-save-form";
import { sectionClass } from "~/components/admin/editor-kit";
import { ConfirmDialog, destructiveClass } from "~/components/confirm-dialog";
import { FormErrors, InputField, TextareaField, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { ImageUploadField } from "~/components/admin/image-upload-field";
import { FORM_TOKEN_FIELD } from "~/lib/form-token";
import { cn } from "~/lib/utils";
import { speakerEditorSchema, speakerMessages } from "./speaker-editor-schema";
import { SpeakerPhoto } from "./speaker-photo";
import type { SpeakerCardData } from "./speakers-carousel";

/** Create or edit one speaker in a plain form (works without JavaScript). */
export function SpeakerForm({
  speaker,
  formToken,
  lastResult,
  stale,
}: {
  speaker: SpeakerCardData | null;
  /** A new speaker's one-time token: the same form sent twice creates one speaker. */
  formToken: string;
  lastResult: SubmissionResult<string[]> | undefined;
  stale: boolean;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useZodForm(speakerEditorSchema, {
    id: `speaker-form-${speaker?.id ?? "novo"}`,
    lastResult,
    // Only what the organiser types, so a just-saved form never looks unsaved.
    defaultValue: speaker
      ? {
          name: speaker.name,
          role: speaker.role,
          bio: speaker.bio,
          imageUrl: speaker.imageUrl ?? undefined,
        }
      : undefined,
    shouldDirtyConsider: (name) => !["intent", "id", "revision", FORM_TOKEN_FIELD].includes(name),
  });

  return (
    <section aria-labelledby="speaker-form-title" className={sectionClass}>
      <h2 id="speaker-form-title" className="text-brand-950 text-lg font-bold">
        {speaker ? "Editar palestrante" : "Novo palestrante"}
      </h2>
      <AdminSaveForm
        form={form}
        saving={saving}
        stale={stale}
        submitLabel="Salvar palestrante"
        actions={
          speaker ? (
            <Button asChild variant="outline">
              <Link to="/admin/speakers">Cancelar edição</Link>
            </Button>
          ) : null
        }
        className="mt-4 flex flex-col gap-5"
      >
        <input type="hidden" name="intent" value="save" />
        {speaker ? (
          <>
            <input type="hidden" name="id" value={speaker.id} />
            <input type="hidden" name="revision" value={speaker.revision} />
          </>
        ) : (
          <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
        )}
        <InputField label="Nome" meta={fields.name} maxLength={120} />
        <InputField label="Cargo/título" meta={fields.role} maxLength={200} />
        <TextareaField label="Biografia" meta={fields.bio} rows={5} maxLength={3000} />
        <ImageUploadField
          key={speaker?.id ?? "novo"}
          label="Foto (opcional)"
          meta={fields.imageUrl}
          purpose="speaker"
          optional
          previewAlt="Pré-visualização da foto do palestrante"
          previewClassName="rounded-full"
        />
      </AdminSaveForm>
    </section>
  );
}

/** The speakers by name, each with edit and (confirmed) delete. */
export function SpeakerList({
  speakers,
  editingId,
  deleteError,
  stale,
}: {
  speakers: SpeakerCardData[];
  editingId: string | null;
  deleteError: string | undefined;
  stale: boolean;
}) {
  const navigation = useNavigation();
  // Closed as soon as the removal is sent, so a refusal shows above the list, not behind it.
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <section aria-labelledby="speaker-list-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="speaker-list-title" className="text-brand-950 text-lg font-bold">
          Palestrantes cadastrados ({speakers.length})
        </h2>
        {editingId ? (
          <Button asChild variant="outline">
            <Link to="/admin/speakers">
              <Plus aria-hidden />
              Novo palestrante
            </Link>
          </Button>
        ) : null}
      </div>
      <FormErrors errors={deleteError ? [deleteError] : undefined}>
        {stale ? <ReloadLink /> : null}
      </FormErrors>
      {speakers.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-400 bg-white px-6 py-12 text-center">
          <UserRound aria-hidden className="size-10 text-slate-500" />
          <p className="text-slate-700">{speakerMessages.empty}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {speakers.map((speaker) => {
            const deleting =
              navigation.state !== "idle" &&
              navigation.formData?.get("intent") === "delete" &&
              navigation.formData.get("id") === speaker.id;
            return (
              <li
                key={speaker.id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start"
                aria-current={speaker.id === editingId ? "true" : undefined}
              >
                <SpeakerPhoto
                  src={speaker.imageUrl}
                  alt={`Foto de ${speaker.name}`}
                  className="size-16 shrink-0 rounded-full bg-slate-100 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <h3 className="text-brand-950 font-semibold">{speaker.name}</h3>
                  <p className="text-sm font-medium text-slate-700">{speaker.role}</p>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-700">{speaker.bio}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button asChild variant="outline" size="sm" className="h-10">
                    <Link
                      to={`/admin/speakers?editar=${speaker.id}`}
                      aria-label={`Editar ${speaker.name}`}
                    >
                      <Pencil aria-hidden />
                      Editar
                    </Link>
                  </Button>
                  <ConfirmDialog
                    open={confirming === speaker.id}
                    onOpenChange={(open) => setConfirming(open ? speaker.id : null)}
                    title="Remover palestrante?"
                    description={
                      <>
                        <strong>{speaker.name}</strong> deixará de aparecer no site. Esta ação não
                        pode ser desfeita.
                      </>
                    }
                    trigger={
                      <Button
                        variant="outline"
                        size="sm"
                        className="h-10 border-red-700 text-red-800 hover:bg-red-50"
                        disabled={deleting}
                        aria-label={`Remover ${speaker.name}`}
                      >
                        <Trash2 aria-hidden />
                        Remover
                      </Button>
                    }
                    action={
                      <Form method="post" onSubmit={() => setConfirming(null)}>
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={speaker.id} />
                        <input type="hidden" name="revision" value={speaker.revision} />
                        <Button type="submit" className={cn("w-full", destructiveClass)}>
                          Remover
                        </Button>
                      </Form>
                    }
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
