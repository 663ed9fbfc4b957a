import type * as EN from "./en";
import type { Translated } from "./translated";

/**
 * What one language's folder exports (app/content/<segment>/index.ts): the English catalogue's
 * names with their shapes, so a missing or extra key is a type error. Typed interfaces are kept
 * as they are; `as const` objects are widened by Translated.
 */
export interface CatalogueModules {
  ACCOUNT: Translated<typeof EN.ACCOUNT>;
  /** The REST API reference (/docs/api), sent by its loader, filled. */
  API_DOCS: Translated<typeof EN.API_DOCS>;
  VERIFY_EMAIL_REMINDER: Translated<typeof EN.VERIFY_EMAIL_REMINDER>;
  FAQ: typeof EN.FAQ;
  FEATURES: typeof EN.FEATURES;
  GENERATOR_COPY: Translated<typeof EN.GENERATOR_COPY>;
  HOME: typeof EN.HOME;
  HOW_IT_WORKS: typeof EN.HOW_IT_WORKS;
  NOT_FOUND: typeof EN.NOT_FOUND;
  PRIVACY: typeof EN.PRIVACY;
  SITE: Translated<typeof EN.SITE>;
  TEAM_CARD: typeof EN.TEAM_CARD;
  TERMS: typeof EN.TERMS;
  ERROR_SCREEN: Translated<typeof EN.ERROR_SCREEN>;
  ACCOUNT_LABELS: Translated<typeof EN.ACCOUNT_LABELS>;
  BUTTON_LABELS: Translated<typeof EN.BUTTON_LABELS>;
  FAQ_LABELS: Translated<typeof EN.FAQ_LABELS>;
  HOME_LABELS: Translated<typeof EN.HOME_LABELS>;
  HOW_IT_WORKS_HEADINGS: Translated<typeof EN.HOW_IT_WORKS_HEADINGS>;
  LEGAL_LABELS: Translated<typeof EN.LEGAL_LABELS>;
  PAGE_LABELS: typeof EN.PAGE_LABELS;
  SHELL_LABELS: Translated<typeof EN.SHELL_LABELS>;
  WIDGET_HEADINGS: Translated<typeof EN.WIDGET_HEADINGS>;
  WIDGET_EMBED_COPY: Translated<typeof EN.WIDGET_EMBED_COPY>;
  WIDGET_EMBED_META: typeof EN.WIDGET_EMBED_META;
  WIDGET: typeof EN.WIDGET;
  /** The signed-in dashboard's modules (sent with the dashboard layout's loader, dashboardCopyOf). */
  /** The chat button's words on host sites (sent by GET /api/button/<code>). */
  CHAT_BUTTON: Translated<typeof EN.CHAT_BUTTON>;
  /** The dashboard's Chat button page (sent by its loader, filled). */
  CHAT_BUTTON_PAGE: Translated<typeof EN.CHAT_BUTTON_PAGE>;
  DASHBOARD: Translated<typeof EN.DASHBOARD>;
  DASHBOARD_NAV: Translated<typeof EN.DASHBOARD_NAV>;
  TEAM_LINK_COPY: Translated<typeof EN.TEAM_LINK_COPY>;
  AGENTS_COPY: Translated<typeof EN.AGENTS_COPY>;
  MEMBERS_COPY: Translated<typeof EN.MEMBERS_COPY>;
  INVITATION_COPY: Translated<typeof EN.INVITATION_COPY>;
  TEMPLATES_COPY: Translated<typeof EN.TEMPLATES_COPY>;
  MESSAGE_VARIABLES_COPY: Translated<typeof EN.MESSAGE_VARIABLES_COPY>;
  WORKSPACES_COPY: Translated<typeof EN.WORKSPACES_COPY>;
  /** Dashboard pages whose loaders send their own module (lib/i18n/page-copy.server.ts). */
  API_KEYS_COPY: Translated<typeof EN.API_KEYS_COPY>;
  SETTINGS_COPY: Translated<typeof EN.SETTINGS_COPY>;
  IMPORT_COPY: Translated<typeof EN.IMPORT_COPY>;
  QR_PAGE_COPY: Translated<typeof EN.QR_PAGE_COPY>;
  ANALYTICS_COPY: Translated<typeof EN.ANALYTICS_COPY>;
  /** A 403 inside the dashboard (filled by the server: lib/workspaces/current-workspace.server.ts). */
  FORBIDDEN_COPY: Translated<typeof EN.FORBIDDEN_COPY>;
  /** Analytics breakdowns' own value names (filled by the page's loader: components/analytics/breakdown-labels.ts). */
  ANALYTICS_LABELS: Translated<typeof EN.ANALYTICS_LABELS>;
  WEBHOOKS_COPY: Translated<typeof EN.WEBHOOKS_COPY>;
  /** The Domains page; its Settings section and the new-link form's choice are filled by their loaders. */
  DOMAINS_COPY: Translated<typeof EN.DOMAINS_COPY>;
}

/** The copy every page's shell and the generator need, sent once with the root loader's data. */
export interface UiCopy {
  site: CatalogueModules["SITE"];
  pages: CatalogueModules["PAGE_LABELS"];
  account: CatalogueModules["ACCOUNT_LABELS"];
  buttons: CatalogueModules["BUTTON_LABELS"];
  shell: CatalogueModules["SHELL_LABELS"];
  generator: CatalogueModules["GENERATOR_COPY"];
  errorScreen: CatalogueModules["ERROR_SCREEN"];
  legal: CatalogueModules["LEGAL_LABELS"];
  faq: CatalogueModules["FAQ_LABELS"];
  home: CatalogueModules["HOME_LABELS"];
  howItWorks: CatalogueModules["HOW_IT_WORKS_HEADINGS"];
  widget: CatalogueModules["WIDGET_HEADINGS"];
  widgetEmbed: CatalogueModules["WIDGET_EMBED_COPY"];
}

export function uiCopyOf(modules: CatalogueModules): UiCopy {
  return {
    site: modules.SITE,
    pages: modules.PAGE_LABELS,
    account: modules.ACCOUNT_LABELS,
    buttons: modules.BUTTON_LABELS,
    shell: modules.SHELL_LABELS,
    generator: modules.GENERATOR_COPY,
    errorScreen: modules.ERROR_SCREEN,
    legal: modules.LEGAL_LABELS,
    faq: modules.FAQ_LABELS,
    home: modules.HOME_LABELS,
    howItWorks: modules.HOW_IT_WORKS_HEADINGS,
    widget: modules.WIDGET_HEADINGS,
    widgetEmbed: modules.WIDGET_EMBED_COPY,
  };
}

/** The dashboard's copy, sent once with the dashboard layout's loader (useDashboardCopy). */
export interface DashboardCopy {
  links: CatalogueModules["DASHBOARD"];
  nav: CatalogueModules["DASHBOARD_NAV"];
}

export function dashboardCopyOf(modules: CatalogueModules): DashboardCopy {
  return { links: modules.DASHBOARD, nav: modules.DASHBOARD_NAV };
}
