import { CalendarPlus, Pencil, Plus, RotateCcw, Trash2, TriangleAlert } from "lucide-react";
import { keepsWorkingCopy, useLeaveConfirmation } from "~/components/admin/leave-confirmation";
import { SaveBar } from "~/components/admin/save-bar";
import { useMemo, useState } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { ReloadLink } from "~/components/admin/reload-link";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormDialogPanel, useFormDialog } from "~/components/admin/form-dialog";
import { Field } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { formatLongDate } from "~/lib/event-format";
import { FORM_TOKEN_FIELD } from "~/lib/form-token";
import { VersionHistoryList } from "~/components/admin/version-history";
import type { loadProgrammeEditor } from "./editor-action.server";
import { EventForm } from "./event-form";
import { EventTypeBadge } from "./event-types";
import type { CongressKey, ProgrammeDay, ProgrammeEvent } from "~/content/programme-schema";
import { CONGRESS_ONLY_KEYS, type CongressOnlyKey } from "./programme-labels";
import { parseTimeRange, sortEventsByTime } from "~/lib/programme-time";
import {
  MIN_VERSIONS_KEPT,
  SAVE_FETCHER,
  VERSION_FETCHER,
  versionMessages,
} from "./versions-messages";

const VERSION_ACTIONS = {
  restore: {
    label: "Restaurar",
    icon: RotateCcw,
    variant: "outline",
    className: "h-10",
    outcome: "se tornará a versão atual e será publicada no site.",
  },
  delete: {
    label: "Excluir",
    icon: Trash2,
    variant: "ghost",
    className: "h-10 text-red-700 hover:bg-red-50",
    outcome: "será excluída do histórico. Esta ação não pode ser desfeita.",
  },
} as const;

const roomKey = (room: string | undefined) => (room ?? "").trim().toLocaleLowerCase("pt-BR");

/** Pairs of a day's events sharing a room at overlapping times: a warning, as it may be meant. */
export function findOverlaps(events: readonly ProgrammeEvent[]) {
  const timed = events.flatMap((event, index) => {
    const range = parseTimeRange(event.time);
    const room = roomKey(event.room);
    return range && room ? [{ index, room, ...range }] : [];
  });
  // By each event's index in the day's list.
  const overlaps: { first: number; second: number; room: string }[] = [];
  for (let i = 0; i < timed.length; i++) {
    for (let j = i + 1; j < timed.length; j++) {
      const a = timed[i]!;
      const b = timed[j]!;
      if (a.room !== b.room) continue;
      if ((a.start < b.end && b.start < a.end) || a.start === b.start) {
        overlaps.push({ first: a.index, second: b.index, room: events[a.index]!.room!.trim() });
      }
    }
  }
  return overlaps;
}

const isCongressKey = (value: string | null): value is CongressOnlyKey =>
  (CONGRESS_ONLY_KEYS as readonly (string | null)[]).includes(value);

/** The congress and day shown, kept in the URL so they survive a save, a restore and a reload. */
function useSelectedDay() {
  const [params, setParams] = useSearchParams();
  const congressParam = params.get("congresso");
  const congress = isCongressKey(congressParam) ? congressParam : CONGRESS_ONLY_KEYS[0]!;
  const day = Number.parseInt(params.get("dia") ?? "", 10);
  const dayIndex = Number.isInteger(day) && day >= 1 ? day - 1 : 0;
  /** `next` null keeps the congress in the address, which may be ahead of this render. */
  const select = (next: CongressOnlyKey | null, nextDay: number) =>
    setParams(
      () => {
        const updated = new URLSearchParams(window.location.search);
        const shown = updated.get("congresso");
        updated.set("congresso", next ?? (isCongressKey(shown) ? shown : congress));
        updated.set("dia", String(nextDay + 1));
        return updated;
      },
      { replace: true, preventScrollReset: true, state: keepsWorkingCopy },
    );
  return { congress, dayIndex, select };
}

/** The programme editor (spec §4): edits a local working copy, stored only as a new version. */
export function ProgrammeEditor({
  current,
  versions,
  loadError,
  formToken,
  dates,
  congressLabels,
  notice,
}: Awaited<ReturnType<typeof loadProgrammeEditor>> & {
  /** The event facts' congress days, by position. */
  dates: { congressDays: readonly string[] };
  congressLabels: Record<CongressKey, string>;
  notice?: { ok: boolean; message: string };
}) {
  const [working, setWorking] = useState(current.programme);
  const { congress, dayIndex, select } = useSelectedDay();
  // Which event the dialog edits: an index in the day's list, or "new".
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const eventDialog = useFormDialog(() => setEditing(null));

  function openEvent(target: number | "new") {
    eventDialog.opening();
    setEditing(target);
  }

  const dirty = useMemo(
    () => JSON.stringify(working) !== JSON.stringify(current.programme),
    [working, current.programme],
  );
  const leaveDialog = useLeaveConfirmation(dirty);

  const saveFetcher = useFetcher({ key: SAVE_FETCHER });
  const saving = saveFetcher.state !== "idle";
  const versionFetcher = useFetcher({ key: VERSION_FETCHER });
  const staleSave = saveFetcher.state === "idle" && saveFetcher.data?.result?.stale === true;

  const days = working[congress] ?? [];
  // The same rule as the site's: each congress day by position.
  const dateOf = (index: number) => dates.congressDays[index] ?? null;
  const activeDay = Math.min(dayIndex, days.length - 1);
  const day: ProgrammeDay | undefined = days[activeDay];
  const overlaps = useMemo(() => (day ? findOverlaps(day.events) : []), [day]);

  function updateDay(change: (day: ProgrammeDay) => ProgrammeDay) {
    setWorking((programme) => {
      const next = [...(programme[congress] ?? [])];
      const target = next[activeDay];
      if (!target) return programme;
      next[activeDay] = change(target);
      return { ...programme, [congress]: next };
    });
  }

  function saveEvent(event: ProgrammeEvent) {
    updateDay((d) => {
      const events =
        editing === "new"
          ? [...d.events, event]
          : // The edited session keeps its id; a new one gets it when saved.
            d.events.map((e, i) => (i === editing ? { ...event, id: e.id } : e));
      return { ...d, events: sortEventsByTime(events) };
    });
    setEditing(null);
  }

  function addDay() {
    const next = [...days, { day: `Dia ${days.length + 1}`, events: [] }];
    setWorking({ ...working, [congress]: next });
    select(congress, next.length - 1);
  }

  // The server checks the programme and answers what is wrong, in the same toast.
  function save() {
    void saveFetcher.submit(
      {
        intent: "save",
        programme: JSON.stringify(working),
        basedOnVersion: current.version === null ? "" : String(current.version),
        [FORM_TOKEN_FIELD]: formToken,
      },
      { method: "post" },
    );
  }

  const listed = day
    ? sortEventsByTime(day.events.map((event, index) => ({ time: event.time, event, index })))
    : [];
  const editedEvent = typeof editing === "number" ? day?.events[editing] : undefined;
  const dayLabelMissing = day !== undefined && day.day.trim() === "";
  const eventName = (index: number) => {
    const event = day?.events[index];
    return event ? `“${event.title}” (${event.time})` : "";
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Programação"
        description="Edite os eventos de cada congresso e dia. As alterações só aparecem no site depois de salvar uma nova versão."
      />

      {notice?.ok ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm font-medium text-emerald-900"
        >
          {notice.message}
        </p>
      ) : notice ? (
        <Alert tone="error">{notice.message}</Alert>
      ) : null}
      {staleSave ? (
        <Alert tone="error">
          <p>{versionMessages.stale}</p>
          <ReloadLink />
        </Alert>
      ) : dirty ? (
        <Alert tone="warning" icon={TriangleAlert}>
          Há alterações não salvas. Clique em “Salvar Nova Versão” para publicá-las no site.
        </Alert>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="programme-events-title"
          className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <h2 id="programme-events-title" className="text-brand-950 text-lg font-bold">
            Eventos
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="programme-congress">Congresso</Label>
              <NativeSelect
                id="programme-congress"
                value={congress}
                onChange={(e) => select(e.target.value as CongressOnlyKey, 0)}
              >
                {CONGRESS_ONLY_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {congressLabels[key]}
                  </option>
                ))}
              </NativeSelect>
              <p className="text-sm text-slate-700">
                Os cursos pré-congresso são editados em{" "}
                <Link
                  to="/admin/event/cursos"
                  className="text-brand-700 font-semibold underline-offset-4 hover:underline"
                >
                  Dados do evento › Cursos pré-congresso
                </Link>
                .
              </p>
            </div>
            {days.length > 0 ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="programme-day">Dia</Label>
                <NativeSelect
                  id="programme-day"
                  value={activeDay}
                  onChange={(e) => select(null, Number(e.target.value))}
                >
                  {days.map((d, index) => {
                    const date = dateOf(index);
                    return (
                      <option key={index} value={index}>
                        {`Dia ${index + 1}: ${d.day}${date ? ` (${formatLongDate(date)})` : ""}`}
                      </option>
                    );
                  })}
                </NativeSelect>
              </div>
            ) : null}
          </div>

          {day ? (
            <>
              <div className="grid gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-2">
                <Field
                  label="Rótulo do dia"
                  htmlFor="programme-day-label"
                  errorId="programme-day-label-error"
                  errors={dayLabelMissing ? ["Rótulo do dia é obrigatório"] : undefined}
                >
                  <Input
                    id="programme-day-label"
                    value={day.day}
                    maxLength={80}
                    aria-invalid={dayLabelMissing || undefined}
                    aria-describedby={dayLabelMissing ? "programme-day-label-error" : undefined}
                    onChange={(e) => updateDay((d) => ({ ...d, day: e.target.value }))}
                  />
                </Field>
                <div className="flex flex-col gap-1.5">
                  <p className="text-sm font-medium text-slate-900">Data</p>
                  <p className="text-slate-800">
                    {dateOf(activeDay) ? formatLongDate(dateOf(activeDay)!) : "Sem data"}
                  </p>
                  <Link
                    to="/admin/event/evento"
                    className="text-brand-700 self-start text-sm font-semibold underline-offset-4 hover:underline"
                  >
                    Alterar em Evento e datas
                  </Link>
                </div>
              </div>

              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="text-brand-950 font-semibold">
                  {listed.length === 1 ? "1 evento" : `${listed.length} eventos`} neste dia
                </h3>
                <Button onClick={() => openEvent("new")}>
                  <Plus aria-hidden />
                  Adicionar evento
                </Button>
              </div>

              {/* Sessions sharing a room at overlapping times: a warning, saving stays possible. */}
              {overlaps.length > 0 ? (
                <Alert tone="warning" icon={TriangleAlert}>
                  <p>
                    {overlaps.length === 1
                      ? "Conflito de horário neste dia:"
                      : `${overlaps.length} conflitos de horário neste dia:`}
                  </p>
                  <ul className="mt-1 list-disc pl-5 font-normal">
                    {overlaps.map((o) => (
                      <li key={`${o.first}-${o.second}`}>
                        {eventName(o.first)} e {eventName(o.second)} se sobrepõem em {o.room}.
                      </li>
                    ))}
                  </ul>
                  <p className="mt-1 font-normal">Você ainda pode salvar, se for intencional.</p>
                </Alert>
              ) : null}

              {listed.length === 0 ? (
                <p className="rounded-lg border border-dashed border-slate-400 p-6 text-center text-slate-700">
                  Nenhum evento encontrado para este dia.
                </p>
              ) : (
                <ul className="flex flex-col gap-3" aria-label="Eventos do dia">
                  {listed.map(({ event, index }) => {
                    const people = [event.speaker, ...(event.speakers ?? [])]
                      .filter(Boolean)
                      .join(", ");
                    return (
                      <li
                        key={`${index}-${event.title}`}
                        data-testid="programme-event"
                        className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start sm:justify-between"
                      >
                        <div className="min-w-0">
                          <div className="flex flex-wrap items-center gap-2">
                            <span className="text-brand-800 text-sm font-semibold tabular-nums">
                              {event.time || "Sem horário"}
                            </span>
                            <EventTypeBadge
                              type={event.type}
                              className="rounded-full px-2 py-0.5 text-xs font-semibold ring-1"
                            />
                            {overlaps.some((o) => o.first === index || o.second === index) ? (
                              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 ring-1 ring-amber-300">
                                Conflito de horário
                              </span>
                            ) : null}
                          </div>
                          <p className="text-brand-950 mt-1 font-semibold break-words">
                            {event.title}
                          </p>
                          {people ? <p className="text-sm text-slate-700">{people}</p> : null}
                          {event.moderator ? (
                            <p className="text-sm text-slate-700">Moderação: {event.moderator}</p>
                          ) : null}
                          {event.room ? (
                            <p className="text-sm text-slate-700">{event.room}</p>
                          ) : null}
                          {event.talks?.length ? (
                            <p className="text-sm text-slate-700">
                              {event.talks.length === 1
                                ? "1 palestra"
                                : `${event.talks.length} palestras`}
                            </p>
                          ) : null}
                        </div>
                        <div className="flex shrink-0 gap-2">
                          <Button
                            variant="outline"
                            size="sm"
                            className="h-10"
                            onClick={() => openEvent(index)}
                          >
                            <Pencil aria-hidden />
                            Editar<span className="sr-only"> {event.title}</span>
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            className="h-10 text-red-700 hover:bg-red-50"
                            onClick={() => setDeleting(index)}
                          >
                            <Trash2 aria-hidden />
                            Excluir<span className="sr-only"> {event.title}</span>
                          </Button>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          ) : (
            <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-slate-400 p-6">
              <p className="text-slate-700">Nenhum dia cadastrado para este congresso.</p>
              <Button variant="outline" onClick={addDay}>
                <CalendarPlus aria-hidden />
                Adicionar dia
              </Button>
            </div>
          )}
        </section>

        {/* Spec §4: restore and delete older versions, each after a confirmation. */}
        <VersionHistoryList
          id="version-history-title"
          entries={versions}
          emptyText={versionMessages.empty}
          alert={loadError}
          actions={(version) =>
            (versions.length > MIN_VERSIONS_KEPT
              ? (["restore", "delete"] as const)
              : (["restore"] as const)
            ).map((intent) => {
              const { label, icon: Icon, variant, className, outcome } = VERSION_ACTIONS[intent];
              const discarded =
                intent === "restore" && dirty
                  ? " Você tem alterações não salvas: elas serão descartadas."
                  : "";
              return (
                <ConfirmDialog
                  key={intent}
                  title={`${label} versão?`}
                  description={`A versão de ${version.savedAt} ${outcome}${discarded}`}
                  confirmLabel={`${label} versão`}
                  destructive={intent === "delete"}
                  onConfirm={() =>
                    void versionFetcher.submit({ intent, id: version.id }, { method: "post" })
                  }
                  trigger={
                    <Button
                      variant={variant}
                      size="sm"
                      className={className}
                      disabled={versionFetcher.state !== "idle"}
                      aria-label={`${label} versão de ${version.savedAt}`}
                    >
                      <Icon aria-hidden />
                      {label}
                    </Button>
                  }
                />
              );
            })
          }
        />
      </div>

      <SaveBar
        dirty={dirty}
        saving={saving}
        label="Salvar Nova Versão"
        size="lg"
        type="button"
        onClick={save}
        disabled={!dirty}
      />

      <FormDialogPanel
        guard={eventDialog}
        open={editing !== null}
        title={editing === "new" ? "Adicionar evento" : "Editar evento"}
        description="O evento muda só nesta cópia de trabalho até você salvar uma nova versão."
      >
        {editing !== null ? (
          <EventForm
            key={editing}
            event={editedEvent}
            onSave={saveEvent}
            onCancel={eventDialog.requestClose}
            onDirtyChange={eventDialog.setDirty}
          />
        ) : null}
      </FormDialogPanel>
      {eventDialog.discardQuestion}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir evento?"
        description={`O evento “${deleting !== null ? (day?.events[deleting]?.title ?? "") : ""}” será removido desta cópia de trabalho.`}
        confirmLabel="Excluir evento"
        onConfirm={() => {
          const index = deleting;
          updateDay((d) => ({ ...d, events: d.events.filter((_, i) => i !== index) }));
          setDeleting(null);
        }}
      />
      {leaveDialog}
    </div>
  );
}
