import { clsx } from "clsx";
import { useEffect, useId, useRef, useState } from "react";
import { ChevronDownIcon } from "~/components/layout/frame-icons";
import { SiteLink, currentNavClass, useIsCurrent } from "~/components/layout/site-link";
import { headerNav, isNavGroup, type NavGroup, type NavItem } from "~/content/navigation";
import { useEventFacts } from "~/lib/event-facts-context";
import { useHydrated } from "~/lib/use-hydrated";

/** Spec §2: hover delay 200 ms, skip delay 300 ms, close delay 150 ms. */
const OPEN_DELAY_MS = 200;
const SKIP_DELAY_MS = 300;
const CLOSE_DELAY_MS = 150;

// Two rows from 768 to 1279 px, one from 1280 px: sizes step with the room each leaves.
const itemClass =
  "inline-flex h-9 items-center gap-1 rounded-md px-1.5 text-xs whitespace-nowrap outline-none transition-colors hover:bg-brand-50 hover:text-brand-900 focus-visible:ring-[3px] focus-visible:ring-brand-500/50 lg:px-2.5 lg:text-sm xl:h-10 xl:px-1 xl:text-[13px] 2xl:px-1.5 2xl:text-sm";
// Idle or current, never both: clsx joins them (no tailwind-merge in the first scripts).
const barIdleClass = "font-medium text-slate-700";
const panelItemClass =
  "hover:bg-brand-50 focus-visible:ring-brand-500/50 flex min-h-10 w-full items-center rounded-md px-3 py-2 text-sm outline-none focus-visible:ring-[3px]";
const panelIdleClass = "font-medium text-brand-950";

/** The header's menu from 768 px: dropdowns open by CSS until hydrated, then with delays. */
export function DesktopNav({ className }: { className?: string }) {
  const { navRef, openKey, dropdown } = useDropdowns();
  const { links } = useEventFacts();
  return (
    <nav ref={navRef} aria-label="Navegação principal" className={className}>
      <ul className="flex items-center">
        {headerNav(links).map((entry) =>
          isNavGroup(entry) ? (
            <Dropdown
              key={entry.key}
              group={entry}
              open={openKey === entry.key}
              handlers={dropdown(entry.key)}
            />
          ) : (
            <ItemLink key={entry.label} item={entry} />
          ),
        )}
      </ul>
    </nav>
  );
}

/** A link of the bar, its label as wide as its bold form, or of a dropdown's panel. */
function ItemLink({ item, inPanel = false }: { item: NavItem; inPanel?: boolean }) {
  const current = useIsCurrent(item);
  const idleClass = inPanel ? panelIdleClass : barIdleClass;
  return (
    <li>
      <SiteLink
        item={item}
        aria-current={current ? "page" : undefined}
        className={clsx(
          inPanel ? panelItemClass : itemClass,
          current ? currentNavClass : idleClass,
        )}
      >
        {inPanel ? undefined : <BoldWidthLabel text={item.label} />}
      </SiteLink>
    </li>
  );
}

/** A label as wide as its bold form (`bold-width` in app.css), so turning bold moves nothing. */
function BoldWidthLabel({ text }: { text: string }) {
  return (
    <span data-text={text} className="bold-width">
      {text}
    </span>
  );
}

function Dropdown({
  group,
  open,
  handlers: { toggle, ...itemHandlers },
}: {
  group: NavGroup;
  open: boolean;
  handlers: ReturnType<ReturnType<typeof useDropdowns>["dropdown"]>;
}) {
  const panelId = useId();
  const hydrated = useHydrated();
  const current = useIsCurrent(group);
  // Before hydration hover and focus open the panel; after, the open state decides.
  const cssOpen = !hydrated;
  return (
    <li data-dropdown={group.key} className="group/dropdown relative" {...itemHandlers}>
      <button
        type="button"
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        data-state={open ? "open" : "closed"}
        onClick={toggle}
        className={clsx(
          itemClass,
          "data-[state=open]:bg-brand-50",
          cssOpen && "group-focus-within/dropdown:bg-brand-50 group-hover/dropdown:bg-brand-50",
          current ? currentNavClass : barIdleClass,
        )}
      >
        <BoldWidthLabel text={group.label} />
        <ChevronDownIcon
          className={clsx(
            "size-4 shrink-0 transition-transform duration-200",
            open && "rotate-180",
            cssOpen && "group-focus-within/dropdown:rotate-180 group-hover/dropdown:rotate-180",
          )}
        />
      </button>
      {/* The padding (not a margin) bridges trigger and panel, so the pointer never leaves both. */}
      <div
        id={panelId}
        className={clsx(
          "absolute top-full left-0 z-50 pt-2",
          open ? "block" : "hidden",
          cssOpen && "group-focus-within/dropdown:block group-hover/dropdown:block",
        )}
      >
        <ul className="w-64 rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200">
          {group.items.map((item) => (
            <ItemLink key={item.href} item={item} inPanel />
          ))}
        </ul>
      </div>
    </li>
  );
}

/** Which dropdown is open: hover with delays, click toggles; Escape, outside or blur closes. */
function useDropdowns() {
  const navRef = useRef<HTMLElement>(null);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const openKeyRef = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const skipDelayUntil = useRef(0);
  // After a click closes a dropdown, hovering it does not reopen it until the pointer leaves.
  const clickClosed = useRef<string | null>(null);
  // A click on a trigger its hover just opened keeps it open (the pointer got there first).
  const openedByHover = useRef(false);

  const setOpen = (key: string | null, byHover = false) => {
    window.clearTimeout(timer.current);
    openedByHover.current = byHover;
    if (openKeyRef.current && key !== openKeyRef.current)
      skipDelayUntil.current = Date.now() + SKIP_DELAY_MS;
    openKeyRef.current = key;
    setOpenKey(key);
  };
  const later = (delay: number, action: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, delay);
  };

  // A dropdown in use as the scripts take over stays open, as if hovered (React replays the click).
  useEffect(() => {
    const inUse = navRef.current?.querySelector<HTMLElement>(
      "[data-dropdown]:focus-within, [data-dropdown]:hover",
    );
    if (inUse) setOpen(inUse.dataset.dropdown ?? null, true);
    return () => window.clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    if (!openKey) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openKey]);

  /** Dropdown `key`'s handlers: its item's, and `toggle` for its trigger. */
  const dropdown = (key: string) => ({
    onPointerEnter(event: React.PointerEvent) {
      if (event.pointerType !== "mouse" || clickClosed.current === key) return;
      if (openKeyRef.current === key) return window.clearTimeout(timer.current);
      if (openKeyRef.current || Date.now() < skipDelayUntil.current) return setOpen(key, true);
      later(OPEN_DELAY_MS, () => setOpen(key, true));
    },
    onPointerLeave(event: React.PointerEvent) {
      if (event.pointerType !== "mouse") return;
      if (clickClosed.current === key) clickClosed.current = null;
      if (openKeyRef.current === key) later(CLOSE_DELAY_MS, () => setOpen(null));
      else window.clearTimeout(timer.current);
    },
    toggle() {
      if (openKeyRef.current === key && openedByHover.current) {
        openedByHover.current = false;
      } else if (openKeyRef.current === key) {
        clickClosed.current = key;
        setOpen(null);
      } else {
        setOpen(key);
      }
    },
    /** A link chosen in the panel closes it (the header stays across client navigation). */
    onClickCapture(event: React.MouseEvent<HTMLElement>) {
      if (!(event.target as Element).closest("a") || openKeyRef.current !== key) return;
      clickClosed.current = key;
      setOpen(null);
    },
    onBlur(event: React.FocusEvent<HTMLElement>) {
      const next = event.relatedTarget as Node | null;
      if (openKeyRef.current === key && next && !event.currentTarget.contains(next)) setOpen(null);
    },
    onKeyDown(event: React.KeyboardEvent<HTMLElement>) {
      if (event.key !== "Escape" || openKeyRef.current !== key) return;
      setOpen(null);
      event.currentTarget.querySelector("button")?.focus();
    },
  });

  return { navRef, openKey, dropdown };
}
