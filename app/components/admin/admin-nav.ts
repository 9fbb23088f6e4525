import {
  CalendarDays,
  ClipboardList,
  Handshake,
  History,
  Inbox,
  Info,
  LayoutDashboard,
  Mic,
  ShieldCheck,
} from "lucide-react";

/** The sidebar's sections (spec §2 "Admin"); the dashboard's cards link to the content editors. */
export const adminNav = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/program", label: "Programação", icon: CalendarDays },
  { to: "/admin/speakers", label: "Palestrantes", icon: Mic },
  { to: "/admin/sponsors", label: "Patrocinadores", icon: Handshake },
  { to: "/admin/about-congress", label: "Sobre o Congresso", icon: Info },
  { to: "/admin/event", label: "Dados do evento", icon: ClipboardList },
  { to: "/admin/inbox", label: "Mensagens", icon: Inbox },
  { to: "/admin/audit-log", label: "Registro de alterações", icon: History },
  { to: "/admin/two-factor", label: "Autenticação em dois fatores", icon: ShieldCheck },
] as const;
