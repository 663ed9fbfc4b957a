/**
 * Shapes of the site's copy. Content lives in app/content/*.ts, apart from layout;
 * the UI imports these modules and renders them.
 */
export type IconName =
  | "link"
  | "qr"
  | "shortener"
  | "zap"
  | "shield"
  | "globe"
  | "chart"
  | "users"
  | "message"
  | "smartphone"
  | "edit"
  | "code"
  | "palette"
  | "check"
  | "clock"
  | "heart"
  | "printer"
  | "headset"
  | "share"
  | "download";

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
}

export interface Card {
  title: string;
  description: string;
  icon: IconName;
}

export interface Step {
  title: string;
  description: string;
}

/** Rendered as: heading, then each paragraph, then the bullets (the last paragraph often leads into them). */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface Faq {
  question: string;
  answer: string;
}

export interface CallToAction {
  heading: string;
  body: string;
}
