import type * as React from "react";
import { useFactText } from "~/lib/use-fact-text";
import { cn } from "~/lib/utils";

/** How a feature card looks on the band it sits on. */
const looks = {
  /** White card that lifts on hover (home highlights). */
  raised: {
    card: "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md md:p-8",
    title: "text-brand-950 mt-5 text-xl",
    text: "mt-2 leading-relaxed text-slate-700",
  },
  plain: {
    card: "rounded-xl border border-slate-200 bg-white p-6 shadow-sm",
    title: "text-brand-950 mt-4 text-lg",
    text: "mt-2 leading-relaxed text-slate-700",
  },
  /** White card with an accent top edge. */
  accent: {
    card: "border-accent-500 rounded-xl border-t-4 bg-white p-6 shadow-sm",
    title: "text-brand-950 mt-4 text-lg",
    text: "mt-2 leading-relaxed text-slate-700",
  },
  /** Translucent tile on a dark brand background. */
  glass: {
    card: "rounded-2xl border border-white/15 bg-white/10 p-5 backdrop-blur",
    title: "mt-3 text-lg",
    text: "text-brand-50 mt-1 text-sm leading-relaxed",
  },
} as const;

/** Feature cards, each an icon, an `h3` and a short text that may name {placeholders}. */
export function FeatureList<Item extends { title: string; text: string }>({
  items,
  icon,
  look,
  className,
}: {
  items: readonly Item[];
  /** The icon drawn above an item's title. */
  icon: (item: Item) => React.ReactNode;
  look: keyof typeof looks;
  className: string;
}) {
  const style = looks[look];
  const t = useFactText();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={style.card}>
          {icon(item)}
          <h3 className={cn(style.title, "font-bold")}>{item.title}</h3>
          <p className={style.text}>{t(item.text)}</p>
        </li>
      ))}
    </ul>
  );
}
