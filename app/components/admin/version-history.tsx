import { History } from "lucide-react";
import type { ReactNode } from "react";
import { versionBadge, versionLabel } from "~/lib/version-labels";

interface VersionEntry {
  id: string;
  version: number;
  /** Already formatted by the server (pt-BR, the congress's time zone). */
  savedAt: string;
  createdBy: string;
  /** What it changed against the version before it; nothing shown when empty. */
  summary: string;
  /** Beside the label: e.g. the edition it belongs to. */
  aside?: string;
}

/** Saved versions newest first (spec §4), with `actions` on the older ones; programme and facts. */
export function VersionHistoryList({
  id,
  entries,
  emptyText,
  alert,
  actions,
}: {
  /** The heading's id, which names the section. */
  id: string;
  entries: VersionEntry[];
  emptyText: string;
  alert?: string | null;
  actions: (entry: VersionEntry) => ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-brand-950 flex items-center gap-2 text-lg font-bold">
        <History aria-hidden className="text-brand-700 size-5" />
        Histórico de versões
      </h2>
      {alert ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {alert}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="text-slate-700">{emptyText}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Versões, da mais nova para a mais antiga">
          {entries.map((entry, index) => {
            const badge = versionBadge(index);
            return (
              <li
                key={entry.id}
                className={
                  index === 0
                    ? "border-brand-300 bg-brand-50 rounded-lg border p-3"
                    : "rounded-lg border border-slate-200 p-3"
                }
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-brand-950 font-semibold">{versionLabel(index)}</h3>
                  {badge ? (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      {badge}
                    </span>
                  ) : null}
                  {entry.aside ? (
                    <span className="text-sm font-medium text-slate-700">{entry.aside}</span>
                  ) : null}
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  <time dateTime={new Date(entry.version).toISOString()}>{entry.savedAt}</time>
                </p>
                <p className="text-sm break-all text-slate-700">Por {entry.createdBy}</p>
                {entry.summary ? (
                  <p
                    data-testid="version-summary"
                    className="mt-1 text-sm font-medium text-slate-900"
                  >
                    {entry.summary}
                  </p>
                ) : null}
                {index > 0 ? (
                  <div className="mt-3 flex flex-wrap gap-2">{actions(entry)}</div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
