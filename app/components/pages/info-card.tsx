import { useFactText } from "~/lib/use-fact-text";
import type { LucideIcon } from "lucide-react";
import { iconFor } from "~/components/icon";
import { IconTile } from "~/components/ui/icon-tile";
import type { IconName } from "~/components/icon";
import type * as React from "react";

/** A card with an icon, an `h3` and a short text: the building block of the content pages. */
export function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {/* Icon beside the title on phones (shorter cards), above it from `sm` up. */}
      <div className="flex items-center gap-3 sm:flex-col sm:items-start">
        <IconTile icon={Icon} tone="soft" />
        <h3 className="text-brand-950 text-lg leading-snug font-bold">{title}</h3>
      </div>
      <div className="leading-relaxed text-slate-700">{children}</div>
    </div>
  );
}

/** Content items as `InfoCard`s with the icons they name; texts may name {placeholders}. */
export function InfoCardGrid({
  items,
  className = "grid gap-4 md:grid-cols-3 md:gap-6",
}: {
  items: readonly { icon: IconName; title: string; text: string }[];
  className?: string;
}) {
  const t = useFactText();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title}>
          <InfoCard icon={iconFor(item.icon)} title={t(item.title)}>
            {t(item.text)}
          </InfoCard>
        </li>
      ))}
    </ul>
  );
}
