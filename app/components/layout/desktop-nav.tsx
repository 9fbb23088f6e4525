import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { useLocation } from "react-router";
import { SiteLink } from "~/components/layout/site-link";
import {
  headerNav,
  isCurrentGroup,
  isCurrentItem,
  isNavGroup,
  type NavGroup,
  type NavItem,
} from "~/content/navigation";
import { cn } from "~/lib/utils";

/** Spec §2: hover delay 200 ms, skip delay 300 ms (Radix closes 150 ms after pointer leave). */
const OPEN_DELAY_MS = 200;
const SKIP_DELAY_MS = 300;

/*
 * The bar is two rows (logo and buttons above, this menu below) from 768 to 1279 px and one
 * row from 1280 px, so the sizes step with the room each layout leaves.
 */
const itemClass =
  "inline-flex h-9 items-center gap-1 rounded-md px-1.5 text-xs font-medium whitespace-nowrap text-slate-700 outline-none transition-colors hover:bg-brand-50 hover:text-brand-900 focus-visible:ring-[3px] focus-visible:ring-brand-500/50 lg:px-2.5 lg:text-sm xl:h-10 xl:px-1.5 xl:text-[13px] 2xl:px-2.5 2xl:text-sm";
const currentClass = "font-bold text-brand-900";

export function DesktopNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <NavigationMenu.Root
      aria-label="Navegação principal"
      delayDuration={OPEN_DELAY_MS}
      skipDelayDuration={SKIP_DELAY_MS}
      className={className}
    >
      <NavigationMenu.List className="flex items-center">
        {headerNav.map((entry) =>
          isNavGroup(entry) ? (
            <DropdownItem key={entry.key} group={entry} pathname={pathname} />
          ) : (
            <NavigationMenu.Item key={entry.label}>
              <BarLink item={entry} pathname={pathname} className={itemClass} />
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function BarLink({
  item,
  pathname,
  className,
}: {
  item: NavItem;
  pathname: string;
  className: string;
}) {
  const current = isCurrentItem(item, pathname);
  return (
    <NavigationMenu.Link asChild active={current}>
      <SiteLink item={item} className={cn(className, current && currentClass)} />
    </NavigationMenu.Link>
  );
}

function DropdownItem({ group, pathname }: { group: NavGroup; pathname: string }) {
  const current = isCurrentGroup(group, pathname);
  return (
    <NavigationMenu.Item value={group.key} className="group/dropdown relative">
      <NavigationMenu.Trigger
        className={cn(itemClass, "group data-[state=open]:bg-brand-50", current && currentClass)}
      >
        {group.label}
        <ChevronDown
          aria-hidden
          className="size-4 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </NavigationMenu.Trigger>
      {/* The padding (not a margin) bridges trigger and panel, so the pointer never leaves both. */}
      <NavigationMenu.Content className="absolute top-full left-0 z-50 pt-2">
        <ul className="w-64 rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200">
          {group.items.map((item) => (
            <li key={item.href}>
              <BarLink
                item={item}
                pathname={pathname}
                className="text-brand-950 hover:bg-brand-50 focus-visible:ring-brand-500/50 flex min-h-10 w-full items-center rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px]"
              />
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
      {/* Without JavaScript the trigger does nothing: the same links open on hover or focus. */}
      <noscript>
        <div className="absolute top-full left-0 z-50 hidden pt-2 group-focus-within/dropdown:block group-hover/dropdown:block">
          <ul className="w-64 rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200">
            {group.items.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="text-brand-950 hover:bg-brand-50 flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </noscript>
    </NavigationMenu.Item>
  );
}
