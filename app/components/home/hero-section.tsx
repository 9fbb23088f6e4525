import { ArrowRightIcon, CalendarDaysIcon } from "~/components/layout/frame-icons";
import { toast } from "~/components/toaster";
import { badgeVariants } from "~/components/ui/badge-variants";
import { buttonVariants } from "~/components/ui/button-variants";
import { homeHeroText as text } from "~/content/home-hero";
import { scrollToSection } from "~/lib/navigation";

/** Real anchors (they work with JavaScript off) that scroll smoothly once hydrated. */
function SectionLink({
  target,
  toastMessage,
  className,
  children,
}: {
  target: string;
  toastMessage?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={`#${target}`}
      className={className}
      onClick={(event) => {
        if (!scrollToSection(target)) return;
        event.preventDefault();
        if (toastMessage) toast(toastMessage, { duration: 1000 });
      }}
    >
      {children}
    </a>
  );
}

/** The hero's texts, formatted by the home's loader so the first scripts carry no formatting. */
export interface HeroTexts {
  badge: string;
  /** Each congress of the edition by its edition's name. */
  congresses: readonly string[];
  title: string;
  /** Registration before and during the event; the certificates and proceedings after it. */
  afterEvent: boolean;
}

export function HeroSection({ badge, congresses, title, afterEvent }: HeroTexts) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[34rem] items-center overflow-hidden md:min-h-[40rem]"
    >
      {/* The LCP element: eager, high priority, sized for the screen. */}
      <img
        src="/images/hero.webp"
        srcSet="/images/hero-800.webp 800w, /images/hero.webp 1600w"
        sizes="100vw"
        width={1600}
        height={900}
        alt=""
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        aria-hidden
        className="from-brand-950/95 via-brand-900/85 to-brand-800/60 absolute inset-0 -z-10 bg-linear-to-br"
      />

      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
        <div className="max-w-3xl">
          <span className={badgeVariants({ variant: "glass", size: "lg", wrap: true })}>
            <CalendarDaysIcon className="size-4" />
            {badge}
          </span>

          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Congressos desta edição">
            {congresses.map((congress) => (
              <li key={congress}>
                <span className={badgeVariants({ variant: "accent", wrap: true })}>{congress}</span>
              </li>
            ))}
          </ul>

          <h1
            id="hero-heading"
            className="mt-6 text-4xl leading-tight font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          <p className="text-brand-50 mt-5 max-w-2xl text-lg leading-relaxed sm:text-xl">
            {text.subtitle}
          </p>

          {/* On phones the buttons stack only as wide as the wider one, clear of WhatsApp's. */}
          <div className="mt-8 inline-flex flex-col gap-3 sm:flex sm:flex-row">
            <SectionLink
              target={afterEvent ? "pos-evento" : "registration-section"}
              toastMessage={text.scrollingToast}
              className={buttonVariants({ variant: "accent", size: "lg" })}
            >
              {afterEvent ? text.certificates : text.register}
              <ArrowRightIcon />
            </SectionLink>
            <SectionLink
              target="program-section"
              className={buttonVariants({ variant: "whiteOutline", size: "lg" })}
            >
              {text.programme}
            </SectionLink>
          </div>
        </div>
      </div>
    </section>
  );
}
