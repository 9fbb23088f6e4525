import type { LucideIcon } from "lucide-react";
import type * as React from "react";

const number = new Intl.NumberFormat("pt-BR");

/** One of the dashboard's figures: its heading with an icon, the number, and what to do about it. */
export function FigureCard({
  id,
  icon: Icon,
  title,
  value,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  value: number;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        <Icon aria-hidden className="text-brand-700 size-4" />
        {title}
      </h2>
      <p className="text-brand-950 text-3xl font-bold">{number.format(value)}</p>
      {children}
    </section>
  );
}
