import type * as React from "react";
import { useFactText } from "~/lib/use-fact-text";
import { cn } from "~/lib/utils";

/** A content page's top band with its only `h1`, over the brand gradient or a darkened photo. */
export function PageHero({
  page: { title, subtitle, heroEyebrow: eyebrow },
  image,
  children,
  className,
}: {
  /** The page's content: its title, subtitle and the eyebrow above the title. */
  page: { title: string; subtitle: string; heroEyebrow?: string };
  /** `src` is 1600 px wide, for tablets up; `srcSmall` 800 px, for phones. */
  image?: { src: string; srcSmall: string; width: number; height: number; alt: string };
  children?: React.ReactNode;
  className?: string;
}) {
  const t = useFactText();
  return (
    <section
      className={cn(
        "from-brand-950 via-brand-900 to-brand-800 relative isolate overflow-hidden bg-linear-to-br text-white",
        className,
      )}
    >
      {image ? (
        <>
          <img
            src={image.src}
            srcSet={`${image.srcSmall} 800w, ${image.src} ${image.width}w`}
            sizes="100vw"
            width={image.width}
            height={image.height}
            alt={image.alt}
            fetchPriority="high"
            className="absolute inset-0 -z-10 size-full object-cover"
          />
          {/* Darkens the photo so the white title keeps AA contrast over any part of it. */}
          <div
            aria-hidden
            className="from-brand-950/95 via-brand-950/80 to-brand-900/60 absolute inset-0 -z-10 bg-linear-to-r"
          />
        </>
      ) : (
        <div
          aria-hidden
          className="bg-brand-600/30 absolute -top-24 -right-24 -z-10 size-72 rounded-full blur-3xl md:size-96"
        />
      )}
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        {eyebrow ? (
          <p className="text-accent-300 mb-3 text-sm font-semibold tracking-wider uppercase">
            {t(eyebrow)}
          </p>
        ) : null}
        <h1 className="max-w-3xl text-3xl leading-tight font-bold text-balance sm:text-4xl md:text-5xl">
          {t(title)}
        </h1>
        <p className="text-brand-100 mt-4 max-w-2xl text-lg text-pretty md:text-xl">
          {t(subtitle)}
        </p>
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
