import { useFactText } from "~/lib/use-fact-text";
import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { IconTile } from "~/components/ui/icon-tile";
import { cn } from "~/lib/utils";

/** A highlighted notice; its title is a paragraph, so it never disturbs the heading order. */
export function NoticeBanner({
  icon,
  title,
  children,
  actions,
  tone = "accent",
}: {
  icon: LucideIcon;
  /** Texts that may name {placeholders}. */
  title: string;
  children?: string;
  actions?: React.ReactNode;
  tone?: "accent" | "brand";
}) {
  const t = useFactText();
  return (
    <div
      className={cn(
        "flex flex-col gap-4 rounded-xl border p-5 sm:p-6 lg:flex-row lg:items-center lg:justify-between",
        tone === "accent"
          ? "border-accent-400 bg-accent-300/25"
          : "border-brand-800 bg-brand-900 text-white",
      )}
    >
      <div className="flex items-start gap-4">
        <IconTile icon={icon} tone="accent" shape="round" />
        <div>
          <p
            className={cn(
              "text-lg leading-snug font-bold",
              tone === "accent" ? "text-brand-950" : "text-white",
            )}
          >
            {t(title)}
          </p>
          {children ? (
            <div className={cn("mt-1", tone === "accent" ? "text-slate-800" : "text-brand-100")}>
              {t(children)}
            </div>
          ) : null}
        </div>
      </div>
      {actions ? <div className="flex flex-wrap gap-3 lg:shrink-0">{actions}</div> : null}
    </div>
  );
}
