import { getFormProps } from "@conform-to/react";
import { ArrowDown, ArrowUp, Handshake, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { ReloadLink } from "~/components/admin/reload-link";
import { useLeaveConfirmation } from "~/components/admin/leave-confirmation";
import { SaveBar } from "~/components/admin/save-bar";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormErrors, InputField, SelectField, useZodForm } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFooter } from "~/components/ui/dialog";
import { FormDialogPanel, useFormDialog } from "~/components/admin/form-dialog";
import { ImageUploadField } from "~/components/admin/image-upload-field";
import { cn } from "~/lib/utils";
import {
  type SponsorInput,
  sponsorEditorSchema,
  sponsorMessages,
  sponsorSizeClasses,
  sponsorSizeLabels,
  sponsorsSaveSchema,
} from "./sponsor-editor-schema";
import type { SponsorLogo } from "./sponsors-carousel";

/** A row of the local list; `key` identifies it while edited and is never sent. */
type LocalSponsor = Required<SponsorInput> & { key: string };

const MOVES = [
  { by: -1, where: "cima", icon: ArrowUp },
  { by: 1, where: "baixo", icon: ArrowDown },
] as const;

const toLocal = ({ id, customClass, ...sponsor }: SponsorLogo): LocalSponsor => ({
  ...sponsor,
  key: id,
  customClass: sponsorSizeClasses.find((size) => size === customClass) ?? null,
});

const toInput = ({ key: _key, ...input }: LocalSponsor): SponsorInput => input;

/** The list edited locally until 'Salvar Alterações' sends it whole with its base revision. */
export function SponsorsEditor({
  initial,
  revision,
  formToken,
  saveError,
  stale,
}: {
  initial: SponsorLogo[];
  revision: number;
  /** The save's one-time token: the same save sent twice answers as the first did. */
  formToken: string;
  saveError: string | undefined;
  stale: boolean;
}) {
  const [items, setItems] = useState(() => initial.map(toLocal));
  const [dirty, setDirty] = useState(false);
  const [editing, setEditing] = useState<LocalSponsor | "new" | null>(null);
  const sponsorDialog = useFormDialog(() => setEditing(null));
  const submit = useSubmit();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";

  const leaveDialog = useLeaveConfirmation(dirty && !saving, sponsorMessages.unsaved);

  function change(next: LocalSponsor[]) {
    setItems(next);
    setDirty(true);
  }

  function move(index: number, by: -1 | 1) {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    change(next);
  }

  function openDialog(sponsor: LocalSponsor | "new") {
    sponsorDialog.opening();
    setEditing(sponsor);
  }

  function saveItem(item: LocalSponsor) {
    const exists = items.some((other) => other.key === item.key);
    change(
      exists ? items.map((other) => (other.key === item.key ? item : other)) : [...items, item],
    );
    setEditing(null);
  }

  const [localError, setLocalError] = useState<string>();

  function saveAll() {
    const body = { sponsors: JSON.stringify(items.map(toInput)), revision, formToken };
    // Each item was checked in its dialog; the whole body is checked as the server will.
    if (!sponsorsSaveSchema.safeParse(body).success) {
      setLocalError(sponsorMessages.saveError(sponsorMessages.invalid));
      return;
    }
    setLocalError(undefined);
    // Success remounts the editor from the saved list (new revision), which clears `dirty`.
    void submit(body, { method: "post" });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          {dirty
            ? "Há alterações não salvas. Clique em 'Salvar Alterações' para publicá-las."
            : "Nenhuma alteração pendente."}
        </p>
        <Button variant="outline" onClick={() => openDialog("new")}>
          <Plus aria-hidden />
          Adicionar patrocinador
        </Button>
      </div>
      {saveError ? (
        <FormErrors errors={[saveError]}>{stale ? <ReloadLink /> : null}</FormErrors>
      ) : localError ? (
        <Alert tone="error">{localError}</Alert>
      ) : null}

      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-400 bg-white px-6 py-12 text-center">
          <Handshake aria-hidden className="size-10 text-slate-500" />
          <p className="text-slate-700">{sponsorMessages.empty}</p>
        </div>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Patrocinadores, na ordem de exibição">
          {items.map((item, index) => (
            <li
              key={item.key}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
            >
              <div className="flex h-16 w-32 shrink-0 items-center justify-center rounded-md bg-slate-50 p-2">
                <img
                  src={item.logo}
                  alt={`Logo de ${item.name}`}
                  width={120}
                  height={64}
                  className={cn("max-h-16 w-auto max-w-full object-contain", item.customClass)}
                />
              </div>
              <div className="min-w-0 flex-1">
                <h2 className="text-brand-950 font-semibold">{item.name}</h2>
                <p className="text-sm text-slate-700">
                  {item.customClass ? sponsorSizeLabels[item.customClass] : "Tamanho padrão"}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {MOVES.map(({ by, where, icon: Arrow }) => (
                  <Button
                    key={by}
                    variant="outline"
                    size="icon"
                    disabled={!items[index + by]}
                    onClick={() => move(index, by)}
                    aria-label={`Mover ${item.name} para ${where}`}
                  >
                    <Arrow aria-hidden />
                  </Button>
                ))}
                <Button
                  variant="outline"
                  className="h-10"
                  onClick={() => openDialog(item)}
                  aria-label={`Editar ${item.name}`}
                >
                  <Pencil aria-hidden />
                  Editar
                </Button>
                <ConfirmDialog
                  title="Remover patrocinador?"
                  description={
                    <>
                      <strong>{item.name}</strong> será removido da lista. A remoção só é publicada
                      ao clicar em &lsquo;Salvar Alterações&rsquo;.
                    </>
                  }
                  trigger={
                    <Button
                      variant="outline"
                      className="h-10 border-red-700 text-red-800 hover:bg-red-50"
                      aria-label={`Remover ${item.name}`}
                    >
                      <Trash2 aria-hidden />
                      Remover
                    </Button>
                  }
                  confirmLabel="Remover"
                  onConfirm={() => change(items.filter((other) => other.key !== item.key))}
                />
              </div>
            </li>
          ))}
        </ol>
      )}

      <SaveBar
        dirty={dirty}
        saving={saving}
        label="Salvar Alterações"
        type="button"
        onClick={saveAll}
        disabled={!dirty}
      />

      <SponsorDialog
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.key}
        sponsor={editing}
        onSave={saveItem}
        guard={sponsorDialog}
      />
      {sponsorDialog.discardQuestion}

      {leaveDialog}
    </div>
  );
}

/** Adds or edits one sponsor in the local list, with the spec's required-field messages. */
function SponsorDialog({
  sponsor,
  onSave,
  guard,
}: {
  sponsor: LocalSponsor | "new" | null;
  onSave: (sponsor: LocalSponsor) => void;
  guard: ReturnType<typeof useFormDialog>;
}) {
  const current = sponsor === "new" || sponsor === null ? null : sponsor;
  const [form, fields] = useZodForm(sponsorEditorSchema, {
    id: "sponsor-form",
    defaultValue: current ? toInput(current) : undefined,
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      const { customClass = null, ...sponsor } = submission.value;
      onSave({ ...sponsor, customClass, key: current?.key ?? crypto.randomUUID() });
    },
  });

  const dirty = form.dirty ?? false;
  const { setDirty } = guard;
  useEffect(() => setDirty(dirty), [dirty, setDirty]);

  return (
    <FormDialogPanel
      guard={guard}
      open={sponsor !== null}
      title={current ? "Editar patrocinador" : "Novo patrocinador"}
      description="As alterações ficam pendentes até clicar em ‘Salvar Alterações’."
      className="max-w-lg"
    >
      <form {...getFormProps(form)} className="flex flex-col gap-5">
        <InputField label="Nome" meta={fields.name} maxLength={120} />
        <ImageUploadField
          label="Logo"
          meta={fields.logo}
          purpose="sponsor"
          previewAlt="Pré-visualização da logo"
          previewClassName="w-40"
        />
        <SelectField label="Tamanho da logo (opcional)" meta={fields.customClass}>
          <option value="">Padrão</option>
          {sponsorSizeClasses.map((value) => (
            <option key={value} value={value}>
              {sponsorSizeLabels[value]}
            </option>
          ))}
        </SelectField>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancelar
            </Button>
          </DialogClose>
          <Button type="submit">{current ? "Atualizar" : "Adicionar"}</Button>
        </DialogFooter>
      </form>
    </FormDialogPanel>
  );
}
