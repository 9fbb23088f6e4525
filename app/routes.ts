import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Mirrors the route table of the specification (§2).
export default [
  // Every public page inside the site's frame (header, footer, WhatsApp button).
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("home", "routes/home-redirect.tsx"),
    route("sobre", "routes/sobre.tsx"),
    route("programacao", "routes/programacao.tsx"),
    route("programacao/sessao/:id", "routes/programacao-sessao.tsx"),
    route("programacao/alteracoes", "routes/programacao-alteracoes.tsx"),
    route("minha-agenda", "routes/minha-agenda.tsx"),
    route("local", "routes/local.tsx"),
    route("contato", "routes/contato.tsx"),
    route("trabalhos", "routes/trabalhos.tsx"),
    route("trabalhos/trabalhos-aprovados", "routes/trabalhos-aprovados.tsx"),
    route("trabalhos/premio-bigfral", "routes/premio-bigfral.tsx", {
      id: "premio-bigfral-trabalhos",
    }),
    route("premio-bigfral", "routes/premio-bigfral.tsx"),
    route("patrocinio-exposicao", "routes/patrocinio-exposicao.tsx"),
    route("certificados", "routes/certificados.tsx"),
    route("anais", "routes/anais.tsx"),
    route("edicoes/:edicao/programacao", "routes/edicoes-programacao.tsx"),
    route("cancelamentos", "routes/cancelamentos.tsx"),
    route("inscricoes-grupo", "routes/inscricoes-grupo.tsx"),
    route("palestrantes", "routes/palestrantes.tsx"),
    route("inscricao", "routes/inscricao.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("api/page-view", "routes/api/page-view.ts"),
  // Calendar feeds: resource routes, outside the site's frame.
  route("programacao.ics", "routes/calendar-ics.ts", { id: "calendar-all" }),
  route("programacao/:congresso.ics", "routes/calendar-ics.ts", { id: "calendar-congress" }),
  route("programacao/sessao/:id.ics", "routes/calendar-ics.ts", { id: "calendar-session" }),
  route("minha-agenda.ics", "routes/calendar-ics.ts", { id: "calendar-agenda" }),
  route("programacao/alteracoes.atom", "routes/programacao-alteracoes-atom.ts"),
  // Link previews' cards (og:image).
  route("compartilhar/sessao/:id.jpg", "routes/share-card.ts", { id: "share-card-session" }),
  route("compartilhar/programacao.jpg", "routes/share-card.ts", { id: "share-card-programme" }),
  route("compartilhar/programacao/:congresso.jpg", "routes/share-card.ts", {
    id: "share-card-congress",
  }),
  // The Frab schedule for conference apps.
  route("schedule.xml", "routes/schedule.ts", { id: "schedule-xml" }),
  route("schedule.json", "routes/schedule.ts", { id: "schedule-json" }),
  // For search engines: published like the pages they describe.
  route("sitemap.xml", "routes/search-engines.ts", { id: "sitemap-xml" }),
  route("robots.txt", "routes/search-engines.ts", { id: "robots-txt" }),
  // The admin area: everything under the `admin` layout is behind its middleware guard.
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
] satisfies RouteConfig;
