import { type RouteConfigEntry, index, route } from "@react-router/dev/routes";

/**
 * The admin area's routes (spec §2 "Admin"), kept apart from the public route table. Everything
 * under the `admin` layout is behind its middleware guard; login and logout sit outside it.
 */
export const adminRoutes: RouteConfigEntry[] = [
  route("admin/login", "routes/admin/login.tsx"),
  // The second step of a login: its session does not pass the admin guard yet.
  route("admin/login/verify", "routes/admin/login-verify.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.ts"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("program", "routes/admin/program.tsx"),
    route("speakers", "routes/admin/speakers.tsx"),
    route("sponsors", "routes/admin/sponsors.tsx"),
    route("about-congress", "routes/admin/about-congress.tsx"),
    route("event", "routes/admin/event.tsx"),
    route("event/:section", "routes/admin/event-section.tsx"),
    // Starts or ends the draft edition's preview on the public site.
    route("preview", "routes/admin/preview.ts"),
    route("inbox", "routes/admin/inbox.tsx"),
    route("inbox.csv", "routes/admin/inbox.csv.ts"),
    route("inbox/:id", "routes/admin/inbox.$id.tsx"),
    route("audit-log", "routes/admin/audit-log.tsx"),
    route("two-factor", "routes/admin/two-factor.tsx"),
    route("media", "routes/admin/media.ts"),
  ]),
  route("media/:id", "routes/media.$id.ts"),
];
