import {
  ChevronsLeft,
  ChevronsRight,
  ExternalLink,
  LogOut,
  type LucideIcon,
  Menu,
  X,
} from "lucide-react";
import { useState } from "react";
import { Form, Link, NavLink, useLocation, useNavigation } from "react-router";
import { Logo } from "~/components/logo";
import { cn } from "~/lib/utils";
import { adminNav } from "./admin-nav";

const focusRing =
  "outline-none focus-visible:ring-[3px] focus-visible:ring-accent-400/70 focus-visible:ring-offset-0";

/** A row of the sidebar (a section, leave, see the site), or its icon alone when collapsed. */
const rowClass = (collapsed: boolean) =>
  cn(
    "flex min-h-11 items-center gap-3 rounded-lg px-3 text-[0.95rem] font-medium transition-colors",
    focusRing,
    collapsed && "justify-center px-0",
  );
const idleRowClass = "text-white/90 hover:bg-white/10 hover:text-white";

const rowLabel = (Icon: LucideIcon, label: string, collapsed: boolean) => (
  <>
    <Icon aria-hidden className="size-5 shrink-0" />
    <span className={cn(collapsed && "sr-only")}>{label}</span>
  </>
);

function NavItems({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <ul className="flex flex-col gap-1">
      {adminNav.map(({ to, label, icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            title={collapsed ? label : undefined}
            className={({ isActive }) =>
              cn(
                rowClass(collapsed),
                isActive ? "text-brand-950 bg-white font-semibold" : idleRowClass,
              )
            }
          >
            {rowLabel(icon, label, collapsed)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The address, 'Ver o site' and 'Sair' (a document post: no admin data stays in memory). */
function AccountActions({ email, collapsed = false }: { email: string; collapsed?: boolean }) {
  const actionClass = cn(rowClass(collapsed), "w-full", idleRowClass);
  return (
    <>
      {collapsed ? null : (
        <p className="truncate px-3 pb-2 text-sm text-white/80" title={email}>
          {email}
        </p>
      )}
      <Link to="/" title={collapsed ? "Ver o site" : undefined} className={actionClass}>
        {rowLabel(ExternalLink, "Ver o site", collapsed)}
      </Link>
      <Form method="post" action="/admin/logout" reloadDocument>
        <button type="submit" title={collapsed ? "Sair" : undefined} className={actionClass}>
          {rowLabel(LogOut, "Sair", collapsed)}
        </button>
      </Form>
    </>
  );
}

/** From 768 px: a sidebar that folds down to its icons. */
function Sidebar({ email }: { email: string }) {
  const [collapsed, setCollapsed] = useState(false);
  const Chevron = collapsed ? ChevronsRight : ChevronsLeft;
  return (
    <aside
      aria-label="Menu da área administrativa"
      className={cn(
        "bg-brand-950 sticky top-0 hidden h-dvh shrink-0 flex-col text-white transition-[width] duration-200 md:flex",
        collapsed ? "w-20" : "w-64",
      )}
    >
      <div
        className={cn(
          "flex items-center gap-2 border-b border-white/10 p-4",
          collapsed ? "flex-col" : "justify-between",
        )}
      >
        <Link to="/admin/dashboard" className={cn("shrink-0 rounded-md", focusRing)}>
          <span className={cn("block", collapsed && "w-10 overflow-hidden")}>
            <Logo
              white
              alt="Área Administrativa — Dashboard"
              className={cn("w-auto max-w-none", collapsed ? "h-10" : "h-9")}
            />
          </span>
        </Link>
        <button
          type="button"
          onClick={() => setCollapsed((value) => !value)}
          aria-expanded={!collapsed}
          aria-controls="admin-sidebar-nav"
          aria-label={collapsed ? "Expandir menu" : "Recolher menu"}
          title={collapsed ? "Expandir menu" : "Recolher menu"}
          className={cn(
            "flex size-10 items-center justify-center rounded-lg text-white/90 hover:bg-white/10 hover:text-white",
            focusRing,
          )}
        >
          <Chevron aria-hidden className="size-5" />
        </button>
      </div>
      <nav id="admin-sidebar-nav" aria-label="Seções" className="flex-1 overflow-y-auto px-3 py-4">
        <NavItems collapsed={collapsed} />
      </nav>
      <div className="flex flex-col gap-1 border-t border-white/10 px-3 py-4">
        <AccountActions email={email} collapsed={collapsed} />
      </div>
    </aside>
  );
}

/** Below 768 px: a top bar with a `<details>` menu, re-created (closed) on every page. */
function MobileBar({ email }: { email: string }) {
  const { pathname } = useLocation();
  return (
    <header className="bg-brand-950 sticky top-0 z-40 flex h-16 items-center justify-between gap-3 px-4 text-white md:hidden">
      <Link
        to="/admin/dashboard"
        className={cn("flex min-w-0 items-center gap-3 rounded-md", focusRing)}
      >
        <span className="w-10 shrink-0 overflow-hidden">
          <Logo white alt="" className="h-10 w-auto max-w-none" />
        </span>
        <span className="truncate font-semibold">Área Administrativa</span>
      </Link>
      <details
        key={pathname}
        className="group"
        onKeyDown={(event) => {
          if (event.key === "Escape") event.currentTarget.open = false;
        }}
      >
        <summary
          className={cn(
            "flex size-11 cursor-pointer list-none items-center justify-center rounded-lg bg-white/10 hover:bg-white/20 [&::-webkit-details-marker]:hidden",
            focusRing,
          )}
        >
          <Menu aria-hidden className="size-5 group-open:hidden" />
          <X aria-hidden className="hidden size-5 group-open:block" />
          <span className="sr-only">Menu</span>
        </summary>
        <div className="bg-brand-950 absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 px-3 pt-3 pb-4 shadow-xl">
          <nav aria-label="Seções">
            <NavItems />
          </nav>
          <div className="mt-3 flex flex-col gap-1 border-t border-white/10 pt-3">
            <AccountActions email={email} />
          </div>
        </div>
      </details>
    </header>
  );
}

/** The admin area's frame (spec §2): sidebar (or top bar on a phone) and the page. */
export function AdminShell({ email, children }: { email: string; children: React.ReactNode }) {
  // A page being loaded, not a form being sent (its button shows that) nor a data refresh.
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && !navigation.formMethod;
  return (
    <div className="min-h-dvh bg-slate-50 md:flex">
      {/* 'Carregando…' while another admin page loads, so the click is seen to be taken. */}
      {loading ? (
        <div
          role="progressbar"
          aria-label="Carregando página"
          className="pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col items-end"
        >
          <div className="bg-accent-400 h-1 w-full animate-pulse" />
          <p className="bg-brand-950 mt-2 mr-3 rounded-full px-3 py-1 text-sm font-medium text-white shadow-lg">
            Carregando…
          </p>
        </div>
      ) : null}
      <MobileBar email={email} />
      <Sidebar email={email} />
      <main id="conteudo" aria-busy={loading || undefined} className="min-w-0 flex-1">
        {children}
      </main>
    </div>
  );
}
