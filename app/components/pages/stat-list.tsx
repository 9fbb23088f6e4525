import { useFactText } from "~/lib/use-fact-text";
import type * as React from "react";

const looks = {
  /** Large figures on tinted tiles, a row on phones and tablets, a column beside the text on desktops. */
  tinted: {
    item: "border-brand-100 bg-brand-50 flex items-center gap-4 rounded-xl border px-5 py-4 sm:flex-col sm:items-start sm:gap-1 sm:p-6",
    label: "text-brand-900 order-2 text-sm font-medium",
    value: "text-brand-800 order-1 shrink-0 text-3xl font-extrabold whitespace-nowrap sm:text-4xl",
  },
  /** Translucent tiles on a dark hero. */
  glass: {
    item: "flex flex-col-reverse justify-end rounded-xl border border-white/15 bg-white/10 p-4 backdrop-blur md:p-5",
    label: "mt-1 text-sm text-white/85",
    value: "text-accent-300 text-2xl font-bold md:text-3xl",
  },
  /** Tinted tiles with an icon above the figure (the works rules' summary). */
  withIcon: {
    item: "border-brand-100 bg-brand-50 flex flex-col gap-2 rounded-xl border p-4 sm:p-6",
    label: "order-3 text-sm text-slate-700",
    value: "text-brand-900 order-2 text-xl font-extrabold sm:text-2xl",
  },
} as const;

/** Key figures as a description list: the label (`dt`) is read first, the figure drawn above. */
export function StatList<Stat extends { label: string; value: string }>({
  stats,
  look,
  icon,
  className,
}: {
  stats: readonly Stat[];
  look: keyof typeof looks;
  /** Drawn first in a tile. */
  icon?: (stat: Stat) => React.ReactNode;
  className: string;
}) {
  const style = looks[look];
  const t = useFactText();
  return (
    <dl className={className}>
      {stats.map((stat) => (
        <div key={stat.label} className={style.item}>
          {icon?.(stat)}
          <dt className={style.label}>{t(stat.label)}</dt>
          <dd className={style.value}>{t(stat.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
