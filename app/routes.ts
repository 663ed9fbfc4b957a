import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { LOCALE_SEGMENTS } from "../core/locales";

/**
 * The pages every language has, under `segment` ("" for English at the root). Route ids carry the
 * segment, as one module serves every language; the page reads its language from the URL.
 */
function publicPages(segment: string) {
  const at = (path: string) => (segment ? (path ? `${segment}/${path}` : segment) : path);
  const id = (file: string) => (segment ? { id: `${segment}/${file}` } : {});
  const page = (path: string, file: string) => route(at(path), file, id(file));
  return [
    segment ? route(segment, "routes/home.tsx", id("routes/home")) : index("routes/home.tsx"),
    page("features", "routes/features.tsx"),
    page("how-it-works", "routes/how-it-works.tsx"),
    page("faq", "routes/faq.tsx"),
    page("terms", "routes/terms.tsx"),
    page("privacy", "routes/privacy.tsx"),
    page("widget", "routes/widget.tsx"),
    page("docs/api", "routes/api-docs.tsx"),
    // Account pages (core/site-pages.ts ACCOUNT_PATHS), server-rendered.
    page("signup", "routes/signup.tsx"),
    page("login", "routes/login.tsx"),
    page("forgot-password", "routes/forgot-password.tsx"),
    page("reset-password", "routes/reset-password.tsx"),
    page("verify-email", "routes/verify-email.tsx"),
    page("invitation", "routes/invitation.tsx"),
    route(at("404"), "routes/not-found.tsx", { id: segment ? `${segment}/routes/404` : "routes/404" }),
    // A language's unknown paths get its own Link Not Found page.
    ...(segment
      ? [route(`${segment}/*`, "routes/not-found.tsx", { id: `${segment}/routes/not-found` })]
      : []),
  ];
}

// Explicit route table; paths mirror core/site-pages.ts (app/routes.test.ts keeps them in step).
export default [
  // Every page shares the header and footer…
  layout("routes/site-layout.tsx", [
    ...publicPages(""),
    // The same pages in every other language, under its segment (core/locales.ts).
    ...LOCALE_SEGMENTS.flatMap((segment) => publicPages(segment)),
    // A team link's public contact card and its closed page (`?closed=1`, where the redirect sends a
    // visitor when nobody is open). A code is never a page's first segment, so none is shadowed.
    route(":code/card", "routes/team-card.tsx"),
    // Unknown paths and unknown short codes (the server hands those over) land here, with a 404.
    route("*", "routes/not-found.tsx"),
  ]),
  // …except the embeddable generator, which other sites frame.
  route("widget-embed", "routes/widget-embed.tsx"),
  ...LOCALE_SEGMENTS.map((segment) =>
    route(`${segment}/widget-embed`, "routes/widget-embed.tsx", { id: `${segment}/routes/widget-embed` }),
  ),
  // The signed-in area: its own app header, log-in required.
  layout("routes/dashboard-layout.tsx", [
    route("dashboard", "routes/dashboard.tsx"),
    route("dashboard/links/new", "routes/dashboard-link-new.tsx"),
    route("dashboard/links/:id", "routes/dashboard-link-edit.tsx"),
    route("dashboard/settings", "routes/dashboard-settings.tsx"),
    route("dashboard/settings/api-keys", "routes/dashboard-api-keys.tsx"),
    route("dashboard/settings/domains", "routes/dashboard-domains.tsx"),
    route("dashboard/settings/webhooks", "routes/dashboard-webhooks.tsx"),
    route("dashboard/workspaces", "routes/dashboard-workspaces.tsx"),
    route("dashboard/workspaces/members", "routes/dashboard-members.tsx"),
    route("dashboard/import", "routes/dashboard-import.tsx"),
    route("dashboard/import/progress", "routes/dashboard-import-progress.ts"),
    route("dashboard/import/undo", "routes/dashboard-import-undo.ts"),
    route("dashboard/export", "routes/dashboard-export-csv.ts"),
    route("dashboard/analytics", "routes/dashboard-overview.tsx"),
    route("dashboard/links/:id/analytics", "routes/dashboard-analytics.tsx"),
    route("dashboard/links/:id/analytics/csv", "routes/dashboard-analytics-csv.ts"),
    route("dashboard/links/:id/qr", "routes/dashboard-qr.tsx"),
    route("dashboard/links/:id/qr/image", "routes/dashboard-qr-image.ts"),
    route("dashboard/links/:id/button", "routes/dashboard-button.tsx"),
    route("dashboard/links/:id/button/preview", "routes/dashboard-button-preview.ts"),
    route("dashboard/templates", "routes/dashboard-templates.tsx"),
    route("dashboard/agents", "routes/dashboard-agents.tsx"),
    route("dashboard/agents/:id", "routes/dashboard-agent-edit.tsx"),
  ]),
  route("logout", "routes/logout.ts"),
  // The language switcher: remembers the choice, then the same page in that language.
  route("language/:segment", "routes/set-language.ts"),
  // Files for crawlers, built from PUBLIC_URL and the page table at request time.
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The chat button's public configuration, read by PUBLIC_URL/button.js on any site (the
  // server hands /api/button/* to React Router for it: its words come from app/content).
  route("api/button/:code", "routes/api-button.ts"),
  // The team link's contact card as a vCard (no numbers).
  route(":code/card.vcf", "routes/team-card-vcf.ts"),
] satisfies RouteConfig;
