import type { PageName } from "#core/site-pages";

/**
 * Short interface copy the page content modules don't carry: navigation labels,
 * button labels and accessible names. Kept here, apart from layout, so a wording
 * change never touches a component. Browser tests and outside checks rely on
 * several of these names (see docs/product.md, the generator).
 */

/** Link text for each page in the header and footer. */
export const PAGE_LABELS: Record<PageName, string> = {
  home: "Home",
  features: "Features",
  "how-it-works": "How It Works",
  faq: "FAQ",
  terms: "Terms",
  privacy: "Privacy",
  widget: "Widget",
  "widget-embed": "Widget",
  "api-docs": "API",
  "404": "Link Not Found",
};

export const ACCOUNT_LABELS = {
  login: "Login",
  signUp: "Sign Up Free",
  startFree: "Start Free Now",
  createAccount: "Create Free Account",
  createOwnLink: "Create Your Own Link",
  dashboard: "Dashboard",
  /** Stands in for every sign-up call to action once someone is signed in. */
  goToDashboard: "Go to your dashboard",
  logOut: "Log out",
  settings: "Settings",
} as const;

export const BUTTON_LABELS = {
  goHome: "Go to Homepage",
  exploreFeatures: "Explore All Features",
  howItWorks: "See How It Works",
  copy: "Copy",
  copied: "Copied!",
  tryGenerator: "Try the Generator",
} as const;

export const SHELL_LABELS = {
  skipToContent: "Skip to content",
  menu: "Menu",
  mainNav: "Main",
  footerNav: "Footer",
  footerPagesHeading: "Pages",
  footerAccountHeading: "Account",
  copyFallbackHint:
    "Copying was blocked by your browser. The code is selected: press Ctrl+C (or ⌘C) to copy it.",
} as const;

export const SOCIAL_IMAGE = {
  path: "/social-card.png",
  width: 1200,
  height: 630,
  alt: "ChatLink: free WhatsApp click-to-chat links, short URLs and QR codes",
} as const;

export const LEGAL_LABELS = {
  lastUpdated: "Last Updated",
  termsHeading: "Terms of Service",
  privacyHeading: "Privacy Policy",
  contents: "Contents",
} as const;

export const FAQ_LABELS = {
  registerButton: ACCOUNT_LABELS.createAccount,
  howItWorksButton: BUTTON_LABELS.howItWorks,
} as const;

export const HOME_LABELS = {
  /** Accessible name of the three-item strip under the generator. */
  strip: "What you get",
} as const;

/** Used when the how-it-works content leaves out its optional section headings. */
export const HOW_IT_WORKS_HEADINGS = {
  steps: "How it works",
  useCases: "Use cases",
  includedFeatures: "Included features",
} as const;

/** Used when the widget content leaves out its optional headings. */
export const WIDGET_HEADINGS = {
  preview: "Live preview",
  embedCode: "Embed code",
  embedCodeNote: "Paste this where you want the generator to appear.",
  example: "Complete HTML example",
  exampleNote: "A whole page with the widget in place.",
  steps: "Integration steps",
  features: "Features",
  faq: "Questions?",
} as const;
