import { useFactText } from "~/lib/use-fact-text";
import type * as React from "react";

/** A band of a content page with its `h2`; `tone="muted"` alternates the background. */
export function PageSection({
  title,
  eyebrow,
  description,
  id,
  tone = "white",
  children,
}: {
  title: string;
  eyebrow?: string;
  description?: React.ReactNode;
  id?: string;
  tone?: "white" | "muted";
  children?: React.ReactNode;
}) {
  const headingId = id ? `${id}-titulo` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === "muted" ? "bg-slate-50" : "bg-white"}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        <SectionHeading id={headingId} title={title} eyebrow={eyebrow} description={description} />
        {children ? <div className="mt-8 md:mt-10">{children}</div> : null}
      </div>
    </section>
  );
}

/** The `h2` with its eyebrow and lead, also inside tab panels; texts may name {placeholders}. */
export function SectionHeading({
  title,
  eyebrow,
  description,
  id,
}: {
  title: string;
  eyebrow?: string;
  description?: React.ReactNode;
  id?: string;
}) {
  const t = useFactText();
  return (
    <div className="max-w-3xl">
      {eyebrow ? (
        <p className="text-brand-700 mb-2 text-sm font-semibold tracking-wider uppercase">
          {t(eyebrow)}
        </p>
      ) : null}
      <h2 id={id} className="text-brand-950 text-2xl font-bold text-balance md:text-3xl">
        {t(title)}
      </h2>
      <div aria-hidden className="bg-accent-500 mt-3 h-1 w-12 rounded-full" />
      {description ? (
        <div className="mt-4 text-base leading-relaxed text-slate-700 md:text-lg">
          {typeof description === "string" ? t(description) : description}
        </div>
      ) : null}
    </div>
  );
}

/** A list of short rules with accent dots; its texts may name facts with {placeholders}. */
export function BulletList({ items }: { items: readonly string[] }) {
  const t = useFactText();
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <span aria-hidden className="bg-accent-500 mt-2.5 size-1.5 shrink-0 rounded-full" />
          <span>{t(item)}</span>
        </li>
      ))}
    </ul>
  );
}
