import { useFactText } from "~/lib/use-fact-text";
import type { LucideIcon } from "lucide-react";
import { iconFor } from "~/components/icon";
import { IconTile } from "~/components/ui/icon-tile";
import type { IconName } from "~/content/icon-name";
import type * as React from "react";
import { cn } from "~/lib/utils";

/** A card with an icon, an `h3` and a short text: the building block of the content pages. */
export function InfoCard({
  icon: Icon,
  title,
  children,
  className,
  highlight = false,
}: {
  icon?: LucideIcon;
  title: string;
  children?: React.ReactNode;
  className?: string;
  /** Brand-tinted variant for the one card a section leads with. */
  highlight?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex h-full flex-col gap-3 rounded-xl border p-5 shadow-sm sm:p-6",
        highlight ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-white",
        className,
      )}
    >
      {/* Icon beside the title on phones (shorter cards), above it from `sm` up. */}
      <div className="flex items-center gap-3 sm:flex-col sm:items-start">
        {Icon ? <IconTile icon={Icon} tone={highlight ? "brand" : "soft"} /> : null}
        <h3 className="text-brand-950 text-lg leading-snug font-bold">{title}</h3>
      </div>
      {children ? <div className="leading-relaxed text-slate-700">{children}</div> : null}
    </div>
  );
}

/**
 * Content items drawn as a grid of `InfoCard`s, each with the icon its content names; a text may
 * name facts with {placeholders}.
 */
export function InfoCardGrid({
  items,
  className = "grid gap-4 md:grid-cols-3 md:gap-6",
}: {
  items: readonly { id: string; icon: IconName; title: string; text: string }[];
  className?: string;
}) {
  const t = useFactText();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <InfoCard icon={iconFor(item.icon)} title={t(item.title)}>
            {t(item.text)}
          </InfoCard>
        </li>
      ))}
    </ul>
  );
}
