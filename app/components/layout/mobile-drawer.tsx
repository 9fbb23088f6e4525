import { ChevronDown, X } from "lucide-react";
import { Collapsible } from "radix-ui";
import { Drawer } from "vaul";
import {
  SiteLink,
  currentNavClass,
  useHeaderCtas,
  useIsCurrent,
} from "~/components/layout/site-link";
import { buttonVariants } from "~/components/ui/button";
import { drawerNav, isNavGroup, type NavGroup, type NavItem } from "~/content/navigation";
import { rowClass } from "~/components/layout/mobile-menu";
import { useEventFacts } from "~/lib/event-facts-context";
import { cn } from "~/lib/utils";

/** Spec §9 (the 0.5 s animation and 0.4 velocity threshold are vaul's defaults). */
const CLOSE_THRESHOLD = 0.25;
const SCROLL_LOCK_TIMEOUT_MS = 100;

/** The menu below 768 px: a bottom drawer, loaded on the first tap, that closes on any choice. */
export default function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  const { links } = useEventFacts();
  const ctas = useHeaderCtas();
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={onOpenChange}
      closeThreshold={CLOSE_THRESHOLD}
      scrollLockTimeout={SCROLL_LOCK_TIMEOUT_MS}
      // The route change scrolls to the top; vaul must not scroll back on iOS afterwards.
      preventScrollRestoration
    >
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-[70] bg-slate-950/50" />
        <Drawer.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-[70] flex h-[85vh] flex-col rounded-t-2xl bg-white outline-none"
        >
          <div aria-hidden className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-slate-300" />
          <div className="flex shrink-0 items-center justify-between px-4 pt-2 pb-1">
            <Drawer.Title className="text-brand-950 text-lg font-bold">Menu</Drawer.Title>
            <Drawer.Close
              aria-label="Fechar menu"
              className="text-brand-900 hover:bg-brand-50 focus-visible:ring-brand-500/50 inline-flex size-11 items-center justify-center rounded-md outline-none focus-visible:ring-[3px]"
            >
              <X aria-hidden className="size-6" />
            </Drawer.Close>
          </div>
          <nav aria-label="Menu" className="min-h-0 flex-1 overflow-y-auto px-4 pb-4">
            <ul className="flex flex-col gap-1">
              {drawerNav(links).map((entry) => (
                <li key={entry.label}>
                  {isNavGroup(entry) ? (
                    <DrawerGroup group={entry} onNavigate={close} />
                  ) : (
                    <DrawerLink item={entry} onNavigate={close} />
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex shrink-0 flex-col gap-3 border-t border-slate-200 p-4">
            {ctas.map(({ item, variant }) => (
              <SiteLink
                key={item.href}
                item={item}
                onClick={close}
                className={cn(buttonVariants({ variant, size: "lg" }), "w-full")}
              />
            ))}
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

function DrawerLink({
  item,
  onNavigate,
  className,
}: {
  item: NavItem;
  onNavigate: () => void;
  className?: string;
}) {
  const current = useIsCurrent(item);
  return (
    <SiteLink
      item={item}
      onClick={onNavigate}
      aria-current={current ? "page" : undefined}
      className={cn(rowClass, className, current && currentNavClass)}
    />
  );
}

function DrawerGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const current = useIsCurrent(group);
  return (
    <Collapsible.Root>
      <Collapsible.Trigger className={cn(rowClass, "group", current && currentNavClass)}>
        {group.label}
        <ChevronDown
          aria-hidden
          className="text-brand-700 size-5 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="mt-1 mb-2 ml-3 flex flex-col gap-1 border-l-2 border-slate-200 pl-2">
          {group.items.map((item) => (
            <li key={item.href}>
              <DrawerLink item={item} onNavigate={onNavigate} className="min-h-11 text-[15px]" />
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
