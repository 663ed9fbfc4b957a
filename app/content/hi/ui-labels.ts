import type { PageName } from "#core/site-pages";
import type { Translated } from "../translated";
import type {
  ACCOUNT_LABELS as EN_ACCOUNT_LABELS,
  BUTTON_LABELS as EN_BUTTON_LABELS,
  FAQ_LABELS as EN_FAQ_LABELS,
  HOME_LABELS as EN_HOME_LABELS,
  HOW_IT_WORKS_HEADINGS as EN_HOW_IT_WORKS_HEADINGS,
  LEGAL_LABELS as EN_LEGAL_LABELS,
  SHELL_LABELS as EN_SHELL_LABELS,
  WIDGET_HEADINGS as EN_WIDGET_HEADINGS,
} from "../ui-labels";

/** Link text for each page in the header and footer. */
export const PAGE_LABELS: Record<PageName, string> = {
  home: "होम",
  features: "फीचर्स",
  "how-it-works": "कैसे काम करता है",
  faq: "सवाल-जवाब",
  terms: "शर्तें",
  privacy: "प्राइवेसी",
  widget: "विजेट",
  "widget-embed": "विजेट",
  "api-docs": "API",
  "404": "लिंक नहीं मिला",
};

export const ACCOUNT_LABELS: Translated<typeof EN_ACCOUNT_LABELS> = {
  login: "लॉग इन",
  signUp: "फ्री साइन अप करें",
  startFree: "अभी फ्री शुरू करें",
  createAccount: "फ्री अकाउंट बनाएं",
  createOwnLink: "अपना लिंक बनाएं",
  dashboard: "डैशबोर्ड",
  goToDashboard: "अपने डैशबोर्ड पर जाएं",
  logOut: "लॉग आउट",
  settings: "सेटिंग्स",
};

export const BUTTON_LABELS: Translated<typeof EN_BUTTON_LABELS> = {
  goHome: "होम पेज पर जाएं",
  exploreFeatures: "सभी फीचर्स देखें",
  howItWorks: "देखें यह कैसे काम करता है",
  copy: "कॉपी करें",
  copied: "कॉपी हो गया!",
  tryGenerator: "जनरेटर आज़माएं",
};

export const SHELL_LABELS: Translated<typeof EN_SHELL_LABELS> = {
  skipToContent: "सीधे कंटेंट पर जाएं",
  menu: "मेन्यू",
  mainNav: "मुख्य",
  footerNav: "फ़ुटर",
  footerPagesHeading: "पेज",
  footerAccountHeading: "अकाउंट",
  copyFallbackHint:
    "आपके ब्राउज़र ने कॉपी करने से रोक दिया। कोड सेलेक्ट हो गया है: कॉपी करने के लिए Ctrl+C (या ⌘C) दबाएं।",
};

export const LEGAL_LABELS: Translated<typeof EN_LEGAL_LABELS> = {
  lastUpdated: "आखिरी अपडेट",
  termsHeading: "सेवा की शर्तें",
  privacyHeading: "प्राइवेसी पॉलिसी",
  contents: "विषय-सूची",
};

// Same reuse as English: the FAQ page's buttons carry the account and button labels.
export const FAQ_LABELS: Translated<typeof EN_FAQ_LABELS> = {
  registerButton: ACCOUNT_LABELS.createAccount,
  howItWorksButton: BUTTON_LABELS.howItWorks,
};

export const HOME_LABELS: Translated<typeof EN_HOME_LABELS> = {
  strip: "आपको क्या मिलता है",
};

export const HOW_IT_WORKS_HEADINGS: Translated<typeof EN_HOW_IT_WORKS_HEADINGS> = {
  steps: "यह कैसे काम करता है",
  useCases: "कहां इस्तेमाल करें",
  includedFeatures: "शामिल फीचर्स",
};

export const WIDGET_HEADINGS: Translated<typeof EN_WIDGET_HEADINGS> = {
  preview: "लाइव प्रीव्यू",
  embedCode: "एम्बेड कोड",
  embedCodeNote: "इसे वहां पेस्ट करें जहां आप जनरेटर दिखाना चाहते हैं।",
  example: "पूरा HTML उदाहरण",
  exampleNote: "विजेट के साथ एक पूरा पेज।",
  steps: "लगाने के स्टेप",
  features: "फीचर्स",
  faq: "कोई सवाल?",
};
