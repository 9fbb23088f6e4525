import type { EventType } from "~/content/programme-schema";
import { cn } from "~/lib/utils";

/** The type as the badge shows it: "mesa-redonda" → "Mesa-redonda" (spec §2). */
export function eventTypeLabel(type: string): string {
  return type.charAt(0).toLocaleUpperCase("pt-BR") + type.slice(1);
}

// Light tints with the same hue's darkest text keep every badge above AA contrast (4.5:1).
export const eventTypeBadgeClass: Record<EventType, string> = {
  palestra: "bg-brand-100 text-brand-900 ring-brand-200",
  workshop: "bg-emerald-100 text-emerald-900 ring-emerald-200",
  "mesa-redonda": "bg-violet-100 text-violet-900 ring-violet-200",
  intervalo: "bg-slate-100 text-slate-700 ring-slate-200",
  curso: "bg-orange-100 text-orange-900 ring-orange-200",
  "talk-show": "bg-rose-100 text-rose-900 ring-rose-200",
  cerimônia: "bg-accent-300 text-brand-950 ring-accent-400",
};

export const eventTypeMarkerClass: Record<EventType, string> = {
  palestra: "bg-brand-600",
  workshop: "bg-emerald-600",
  "mesa-redonda": "bg-violet-600",
  intervalo: "bg-slate-400",
  curso: "bg-orange-600",
  "talk-show": "bg-rose-600",
  cerimônia: "bg-accent-500",
};

/** The type's badge in its colours; `className` is its shape (the home table's and the editor's differ). */
export function EventTypeBadge({
  type,
  className = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
}: {
  type: EventType;
  className?: string;
}) {
  return <span className={cn(className, eventTypeBadgeClass[type])}>{eventTypeLabel(type)}</span>;
}
