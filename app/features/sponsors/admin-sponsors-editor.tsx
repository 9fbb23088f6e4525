import {
  ArrowDown,
  ArrowUp,
  Handshake,
  LoaderCircle,
  Pencil,
  Plus,
  Save,
  Trash2,
} from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { useBlocker, useNavigation, useSubmit } from "react-router";
import { AdminNotice, FieldErrors } from "~/components/admin/form-field";
import { ReloadLink } from "~/components/admin/reload-link";
import { Button } from "~/components/ui/button";
import { ImageUploadField } from "~/components/admin/image-upload-field";
import { AdminConfirmDialog } from "~/components/admin/confirm-dialog";
import { cn } from "~/lib/utils";
import {
  type SponsorInput,
  sponsorEditorSchema,
  sponsorMessages,
  sponsorSizeClasses,
  sponsorSizeLabels,
  sponsorsSaveSchema,
} from "./sponsor-editor-schema";

type SizeClass = (typeof sponsorSizeClasses)[number];

interface LocalSponsor {
  /** Identifies a row while it is edited locally; never sent to the server. */
  key: string;
  name: string;
  logo: string;
  customClass: SizeClass | null;
}

export interface StoredSponsor {
  id: string;
  name: string;
  logo: string;
  customClass: string | null;
}

const isSizeClass = (value: string | null): value is SizeClass =>
  value !== null && (sponsorSizeClasses as readonly string[]).includes(value);

const toLocal = (sponsor: StoredSponsor): LocalSponsor => ({
  key: sponsor.id,
  name: sponsor.name,
  logo: sponsor.logo,
  customClass: isSizeClass(sponsor.customClass) ? sponsor.customClass : null,
});

const toInput = ({ name, logo, customClass }: LocalSponsor): SponsorInput => ({
  name,
  logo,
  customClass,
});

/**
 * The sponsors list, edited locally (add, edit, delete, reorder) until 'Salvar Alterações'
 * sends it whole (spec §7) with the revision it started from; leaving with unsaved changes
 * asks first. A save refused as stale keeps the local list, so nothing typed is lost.
 */
export function SponsorsEditor({
  initial,
  revision,
  saveError,
  stale,
}: {
  initial: StoredSponsor[];
  revision: number;
  saveError: string | undefined;
  stale: boolean;
}) {
  const [items, setItems] = useState(() => initial.map(toLocal));
  const [dirty, setDirty] = useState(false);
  const [editing, setEditing] = useState<LocalSponsor | "new" | null>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

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

  function saveItem(item: LocalSponsor) {
    const exists = items.some((other) => other.key === item.key);
    change(
      exists ? items.map((other) => (other.key === item.key ? item : other)) : [...items, item],
    );
    setEditing(null);
  }

  const [localError, setLocalError] = useState<string>();

  function saveAll() {
    const body = { sponsors: JSON.stringify(items.map(toInput)), revision };
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
        <p className="text-sm text-slate-700" role="status">
          {dirty
            ? "Há alterações não salvas. Clique em 'Salvar Alterações' para publicá-las."
            : "Nenhuma alteração pendente."}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing("new")}>
            <Plus aria-hidden />
            Adicionar patrocinador
          </Button>
          <Button onClick={saveAll} disabled={saving || !dirty}>
            {saving ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
            {saving ? "Salvando..." : "Salvar Alterações"}
          </Button>
        </div>
      </div>
      {saveError ? (
        <AdminNotice tone="error">
          <p>{saveError}</p>
          {stale ? <ReloadLink /> : null}
        </AdminNotice>
      ) : localError ? (
        <AdminNotice tone="error">{localError}</AdminNotice>
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
                <Button
                  variant="outline"
                  size="icon"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Mover ${item.name} para cima`}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Mover ${item.name} para baixo`}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  variant="outline"
                  className="h-10"
                  onClick={() => setEditing(item)}
                  aria-label={`Editar ${item.name}`}
                >
                  <Pencil aria-hidden />
                  Editar
                </Button>
                <AdminConfirmDialog
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
                  action={
                    <Button
                      className="bg-red-700 hover:bg-red-800"
                      onClick={() => change(items.filter((other) => other.key !== item.key))}
                    >
                      Remover
                    </Button>
                  }
                />
              </div>
            </li>
          ))}
        </ol>
      )}

      <SponsorDialog
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.key}
        sponsor={editing}
        onSave={saveItem}
        onClose={() => setEditing(null)}
      />

      <AdminConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open) blocker.reset?.();
        }}
        title="Sair sem salvar?"
        description={sponsorMessages.unsaved}
        action={
          <Button className="bg-red-700 hover:bg-red-800" onClick={() => blocker.proceed?.()}>
            Sair sem salvar
          </Button>
        }
      />
    </div>
  );
}

type FieldErrorMap = Partial<Record<"name" | "logo" | "customClass", string[]>>;

/** Adds or edits one sponsor in the local list, with the spec's required-field messages. */
function SponsorDialog({
  sponsor,
  onSave,
  onClose,
}: {
  sponsor: LocalSponsor | "new" | null;
  onSave: (sponsor: LocalSponsor) => void;
  onClose: () => void;
}) {
  const id = useId();
  const current = sponsor === "new" || sponsor === null ? null : sponsor;
  const [name, setName] = useState(current?.name ?? "");
  const [logo, setLogo] = useState(current?.logo ?? "");
  const [size, setSize] = useState<string>(current?.customClass ?? "");
  const [errors, setErrors] = useState<FieldErrorMap>({});

  function save(event: React.FormEvent) {
    event.preventDefault();
    const result = sponsorEditorSchema.safeParse({ name, logo, customClass: size || null });
    if (!result.success) {
      const next: FieldErrorMap = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as keyof FieldErrorMap;
        next[field] = [...(next[field] ?? []), issue.message];
      }
      setErrors(next);
      return;
    }
    onSave({
      key: current?.key ?? crypto.randomUUID(),
      name: result.data.name,
      logo: result.data.logo,
      customClass: result.data.customClass ?? null,
    });
  }

  return (
    <Dialog.Root open={sponsor !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-brand-950 text-lg font-bold">
            {current ? "Editar patrocinador" : "Novo patrocinador"}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            As alterações ficam pendentes até clicar em &lsquo;Salvar Alterações&rsquo;.
          </Dialog.Description>
          <form onSubmit={save} noValidate className="mt-5 flex flex-col gap-5">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-nome`} className="text-sm font-semibold text-slate-800">
                Nome
              </label>
              <input
                id={`${id}-nome`}
                value={name}
                maxLength={120}
                onChange={(event) => setName(event.target.value)}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? `${id}-nome-erro` : undefined}
                className="hover:border-brand-600 focus-visible:border-brand-600 focus-visible:ring-brand-500/30 h-11 w-full rounded-lg border border-slate-500 bg-white px-3.5 text-base text-slate-900 outline-none focus-visible:ring-[3px] aria-invalid:border-red-700"
              />
              <FieldErrors id={`${id}-nome-erro`} errors={errors.name} />
            </div>
            <ImageUploadField
              label="Logo"
              purpose="sponsor"
              defaultValue={logo}
              onChange={setLogo}
              errors={errors.logo}
              errorId={`${id}-logo-erro`}
              previewAlt="Pré-visualização da logo"
              previewClassName="w-40"
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-tamanho`} className="text-sm font-semibold text-slate-800">
                Tamanho da logo (opcional)
              </label>
              <select
                id={`${id}-tamanho`}
                value={size}
                onChange={(event) => setSize(event.target.value)}
                className="hover:border-brand-600 focus-visible:border-brand-600 focus-visible:ring-brand-500/30 h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-slate-900 outline-none focus-visible:ring-[3px]"
              >
                <option value="">Padrão</option>
                {sponsorSizeClasses.map((value) => (
                  <option key={value} value={value}>
                    {sponsorSizeLabels[value]}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Cancelar
                </Button>
              </Dialog.Close>
              <Button type="submit">{current ? "Atualizar" : "Adicionar"}</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
