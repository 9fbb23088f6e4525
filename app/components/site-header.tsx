import { useEffect, useState } from "react";
import { Link } from "react-router";
import { DesktopNav } from "~/components/layout/desktop-nav";
import { MobileMenu } from "~/components/layout/mobile-menu";
import { Logo } from "~/components/logo";
import { SiteLink, useHeaderCtas } from "~/components/layout/site-link";
import { buttonVariants } from "~/components/ui/button-variants";

export function SiteHeader() {
  // Spec §9: the bar gains its shadow after 50 px of scroll; app.css draws it, this is for
  // browsers without scroll-driven animations.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (CSS.supports("animation-timeline: scroll()")) return;
    const update = () => setScrolled(window.scrollY > 50);
    // A reload can restore the page already scrolled.
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  const ctas = useHeaderCtas();
  return (
    <header
      className="site-header fixed inset-x-0 top-0 z-50 bg-white print:hidden"
      data-scrolled={scrolled || undefined}
    >
      {/* From 768 to 1279 px the menu wraps below the logo and buttons; one row from 1280 px. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-x-3 px-4 md:h-20 md:flex-wrap md:content-center xl:flex-nowrap xl:gap-x-2 2xl:px-6">
        <Link
          to="/"
          className="focus-visible:ring-brand-500/50 flex shrink-0 items-center rounded-md outline-none focus-visible:ring-[3px] md:h-11 xl:h-auto"
        >
          <Logo
            alt="Congresso Nacional de Enfermagem — início"
            className="h-10 w-auto md:h-9 xl:h-10 2xl:h-12"
          />
        </Link>
        <DesktopNav className="hidden md:order-last md:-ml-1.5 md:block md:basis-full xl:order-none xl:ml-0 xl:basis-auto" />
        <div className="hidden shrink-0 items-center gap-2 md:flex">
          {ctas.map(({ item, variant }) => (
            <SiteLink
              key={item.href}
              item={item}
              className={buttonVariants({ variant, size: "header" })}
            />
          ))}
        </div>
        <MobileMenu className="md:hidden" />
      </div>
    </header>
  );
}
