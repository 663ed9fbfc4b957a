import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Explicit route table; paths mirror core/site-pages.ts (app/routes.test.ts keeps them in step).
export default [
  // Every page shares the header and footer…
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("features", "routes/features.tsx"),
    route("how-it-works", "routes/how-it-works.tsx"),
    route("faq", "routes/faq.tsx"),
    route("terms", "routes/terms.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("widget", "routes/widget.tsx"),
    route("docs/api", "routes/api-docs.tsx"),
    // Account pages (core/site-pages.ts ACCOUNT_PATHS), server-rendered.
    route("signup", "routes/signup.tsx"),
    route("login", "routes/login.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("verify-email", "routes/verify-email.tsx"),
    route("invitation", "routes/invitation.tsx"),
    route("404", "routes/not-found.tsx", { id: "routes/404" }),
    // A team link's public contact card and its closed page (`?closed=1`, where the redirect sends a
    // visitor when nobody is open). A code is never a page's first segment, so none is shadowed.
    route(":code/card", "routes/team-card.tsx"),
    // Unknown paths and unknown short codes (the server hands those over) land here, with a 404.
    route("*", "routes/not-found.tsx"),
  ]),
  // …except the embeddable generator, which other sites frame.
  route("widget-embed", "routes/widget-embed.tsx"),
  // The signed-in area: its own app header, log-in required.
  layout("routes/dashboard-layout.tsx", [
    route("dashboard", "routes/dashboard.tsx"),
    route("dashboard/links/new", "routes/dashboard-link-new.tsx"),
    route("dashboard/links/:id", "routes/dashboard-link-edit.tsx"),
    route("dashboard/settings", "routes/dashboard-settings.tsx"),
    route("dashboard/settings/api-keys", "routes/dashboard-api-keys.tsx"),
    route("dashboard/workspaces", "routes/dashboard-workspaces.tsx"),
    route("dashboard/workspaces/members", "routes/dashboard-members.tsx"),
    route("dashboard/import", "routes/dashboard-import.tsx"),
    route("dashboard/import/progress", "routes/dashboard-import-progress.ts"),
    route("dashboard/import/undo", "routes/dashboard-import-undo.ts"),
    route("dashboard/export", "routes/dashboard-export-csv.ts"),
    route("dashboard/links/:id/analytics", "routes/dashboard-analytics.tsx"),
    route("dashboard/links/:id/analytics/csv", "routes/dashboard-analytics-csv.ts"),
    route("dashboard/links/:id/qr", "routes/dashboard-qr.tsx"),
    route("dashboard/links/:id/qr/image", "routes/dashboard-qr-image.ts"),
    route("dashboard/templates", "routes/dashboard-templates.tsx"),
    route("dashboard/agents", "routes/dashboard-agents.tsx"),
    route("dashboard/agents/:id", "routes/dashboard-agent-edit.tsx"),
  ]),
  route("logout", "routes/logout.ts"),
  // Files for crawlers, built from PUBLIC_URL and the page table at request time.
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The team link's contact card as a vCard (no numbers).
  route(":code/card.vcf", "routes/team-card-vcf.ts"),
] satisfies RouteConfig;
