import { clsx } from "clsx";
import { BookmarkCheck, BookmarkPlus } from "lucide-react";
import { buttonVariants } from "~/components/ui/button-variants";
import {
  addEntry,
  type AgendaEntry,
  removeEntry,
  updateAgenda,
  useAgenda,
} from "~/lib/agenda-storage";
import { useHydrated } from "~/lib/use-hydrated";

/** Adds a session to 'Minha agenda' or removes it; unseen and inert until the scripts run. */
export function AgendaToggle({
  entry,
  className,
  onRemove,
}: {
  /** The session, with what the agenda should remember of it. */
  entry: AgendaEntry & { title: string };
  className?: string;
  /** Called after a click took the session out (the agenda page offers an undo). */
  onRemove?: (entry: AgendaEntry) => void;
}) {
  const hydrated = useHydrated();
  const agenda = useAgenda();
  const pressed = agenda.some((held) => held.id === entry.id);
  const label = pressed ? "Remover da minha agenda" : "Adicionar à minha agenda";
  return (
    <button
      type="button"
      aria-pressed={pressed}
      // The visible words first (what a voice user says), then which session: a page has many.
      aria-label={`${label}: ${entry.title}`}
      disabled={!hydrated}
      onClick={() => {
        if (pressed) {
          updateAgenda((entries) => removeEntry(entries, entry.id));
          onRemove?.(entry);
        } else {
          updateAgenda((entries) => addEntry(entries, entry));
        }
      }}
      className={clsx(
        buttonVariants({ variant: pressed ? "default" : "outline", size: "sm" }),
        "h-auto min-h-9 py-1.5 whitespace-normal print:hidden",
        // Without scripting it can never work: no gap is kept for it.
        !hydrated && "invisible noscript:hidden",
        className,
      )}
    >
      {pressed ? <BookmarkCheck aria-hidden="true" /> : <BookmarkPlus aria-hidden="true" />}
      {label}
    </button>
  );
}
