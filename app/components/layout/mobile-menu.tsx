import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button-variants";
import { drawerNav, isNavGroup } from "~/content/navigation";
import { useEventFacts } from "~/lib/event-facts-context";
import { useHydrated } from "~/lib/use-hydrated";
import { clsx } from "clsx";
import { MenuIcon } from "~/components/layout/frame-icons";
import { useHeaderCtas } from "~/components/layout/site-link";

/** vaul and the drawer's markup arrive on the first tap of the menu button, not with the page. */
const loadDrawer = () => import("~/components/layout/mobile-drawer");
const MobileDrawer = lazy(loadDrawer);

export const rowClass =
  "flex min-h-12 w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-base font-medium text-slate-800 outline-none transition-colors hover:bg-brand-50 focus-visible:ring-[3px] focus-visible:ring-brand-500/50";
const menuButtonClass =
  "text-brand-900 hover:bg-brand-50 focus-visible:ring-brand-500/50 inline-flex size-11 cursor-pointer items-center justify-center rounded-md outline-none focus-visible:ring-[3px]";

/** The menu below 768 px: a button opening the drawer once hydrated, a `<details>` before. */
export function MobileMenu({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const fallbackRef = useRef<HTMLDetailsElement>(null);
  // A visitor who opened the disclosure before the scripts ran keeps it until closing it.
  const [fallbackInUse, setFallbackInUse] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const details = fallbackRef.current;
    if (!details?.open) return;
    setFallbackInUse(true);
    const onToggle = () => {
      if (!details.open) setFallbackInUse(false);
    };
    details.addEventListener("toggle", onToggle);
    return () => details.removeEventListener("toggle", onToggle);
  }, []);

  return (
    <div className={className}>
      {!hydrated || fallbackInUse ? (
        <FallbackMenu detailsRef={fallbackRef} />
      ) : (
        <>
          <button
            ref={buttonRef}
            type="button"
            aria-label="Abrir menu"
            aria-haspopup="dialog"
            aria-expanded={open}
            className={menuButtonClass}
            // Start fetching the drawer as the finger lands; the click opens it.
            onPointerDown={() => void loadDrawer()}
            onClick={() => {
              setDrawerRequested(true);
              setOpen(true);
            }}
          >
            <MenuIcon className="size-6" />
          </button>
          {drawerRequested && (
            <Suspense fallback={null}>
              <MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}

/** The menu before the scripts run or without them: a `<details>` holding every link. */
function FallbackMenu({ detailsRef }: { detailsRef: React.Ref<HTMLDetailsElement> }) {
  const { links } = useEventFacts();
  const ctas = useHeaderCtas();
  return (
    <details ref={detailsRef} className="group relative">
      <summary className={clsx(menuButtonClass, "list-none [&::-webkit-details-marker]:hidden")}>
        <MenuIcon className="size-6" />
        <span className="sr-only">Abrir menu</span>
      </summary>
      <div className="absolute top-full right-0 z-[70] mt-2 max-h-[80vh] w-[calc(100vw-2rem)] overflow-y-auto rounded-lg bg-white p-3 shadow-lg ring-1 ring-slate-200">
        <ul className="flex flex-col">
          {drawerNav(links).map((entry) => (
            <li key={entry.label}>
              {isNavGroup(entry) ? (
                <>
                  <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {entry.label}
                  </p>
                  <ul>
                    {entry.items.map((item) => (
                      <li key={item.href}>
                        <a href={item.href} className={rowClass}>
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <a href={entry.href} className={rowClass}>
                  {entry.label}
                </a>
              )}
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-col gap-2">
          {ctas.map(({ item, variant }) => (
            <a
              key={item.href}
              href={item.href}
              className={clsx(buttonVariants({ variant, size: "lg" }), "w-full")}
            >
              {item.label}
            </a>
          ))}
        </div>
      </div>
    </details>
  );
}
