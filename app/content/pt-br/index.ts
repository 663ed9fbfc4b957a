/** The Brazilian Portuguese catalogue's modules, under the English catalogue's names (../catalogue.ts). */

export { ACCOUNT, VERIFY_EMAIL_REMINDER } from "./account";
export { AGENTS_COPY } from "./agents";
export { ANALYTICS_COPY } from "./analytics";
export { ANALYTICS_LABELS } from "./analytics-labels";
export { API_DOCS } from "./api-docs";
export { API_KEYS_COPY } from "./api-keys";
export { CHAT_BUTTON } from "./chat-button";
export { CHAT_BUTTON_PAGE } from "./chat-button-page";
export { DASHBOARD } from "./dashboard";
export { DASHBOARD_NAV } from "./dashboard-nav";
export { DOMAINS_COPY } from "./domains";
export { FAQ } from "./faq";
export { FEATURES } from "./features";
export { FORBIDDEN_COPY } from "./forbidden";
export { GENERATOR_COPY } from "./generator";
export { HOME } from "./home";
export { HOW_IT_WORKS } from "./how-it-works";
export { IMPORT_COPY } from "./import-links";
export { INVITATION_COPY, MEMBERS_COPY } from "./members";
export { NOT_FOUND } from "./not-found";
export { PRIVACY } from "./privacy";
export { QR_PAGE_COPY } from "./qr-page";
export { SETTINGS_COPY } from "./settings";
export { SITE } from "./site";
export { TEAM_CARD } from "./team-card";
export { TEAM_LINK_COPY } from "./team-links";
export { MESSAGE_VARIABLES_COPY, TEMPLATES_COPY } from "./templates";
export { TERMS } from "./terms";
export { ERROR_SCREEN } from "./ui-errors";
export {
  ACCOUNT_LABELS,
  BUTTON_LABELS,
  FAQ_LABELS,
  HOME_LABELS,
  HOW_IT_WORKS_HEADINGS,
  LEGAL_LABELS,
  PAGE_LABELS,
  SHELL_LABELS,
  WIDGET_HEADINGS,
} from "./ui-labels";
export { WIDGET_EMBED_COPY, WIDGET_EMBED_META } from "./ui-widget";
export { WEBHOOKS_COPY } from "./webhooks";
export { WIDGET } from "./widget";
export { WORKSPACES_COPY } from "./workspaces";
