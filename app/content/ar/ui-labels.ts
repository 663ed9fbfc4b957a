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

export const PAGE_LABELS: Record<PageName, string> = {
  home: "الرئيسية",
  features: "المزايا",
  "how-it-works": "طريقة العمل",
  faq: "الأسئلة الشائعة",
  terms: "الشروط",
  privacy: "الخصوصية",
  widget: "أداة التضمين",
  "widget-embed": "أداة التضمين",
  "api-docs": "API",
  "404": "الرابط غير موجود",
};

export const ACCOUNT_LABELS: Translated<typeof EN_ACCOUNT_LABELS> = {
  login: "تسجيل الدخول",
  signUp: "سجّل مجانًا",
  startFree: "ابدأ مجانًا الآن",
  createAccount: "أنشئ حسابًا مجانيًا",
  createOwnLink: "أنشئ رابطك الخاص",
  dashboard: "لوحة التحكم",
  goToDashboard: "انتقل إلى لوحة التحكم",
  logOut: "تسجيل الخروج",
  settings: "الإعدادات",
};

export const BUTTON_LABELS: Translated<typeof EN_BUTTON_LABELS> = {
  goHome: "العودة إلى الصفحة الرئيسية",
  exploreFeatures: "استكشف كل المزايا",
  howItWorks: "اكتشف طريقة العمل",
  copy: "نسخ",
  copied: "تم النسخ!",
  tryGenerator: "جرّب المولّد",
};

export const SHELL_LABELS: Translated<typeof EN_SHELL_LABELS> = {
  skipToContent: "انتقل إلى المحتوى",
  menu: "القائمة",
  mainNav: "التنقل الرئيسي",
  footerNav: "روابط التذييل",
  footerPagesHeading: "الصفحات",
  footerAccountHeading: "الحساب",
  copyFallbackHint: "منع متصفحك النسخ. الكود محدَّد: اضغط Ctrl+C (أو ⌘C) لنسخه.",
};

export const LEGAL_LABELS: Translated<typeof EN_LEGAL_LABELS> = {
  lastUpdated: "آخر تحديث",
  termsHeading: "شروط الخدمة",
  privacyHeading: "سياسة الخصوصية",
  contents: "المحتويات",
};

export const FAQ_LABELS: Translated<typeof EN_FAQ_LABELS> = {
  registerButton: ACCOUNT_LABELS.createAccount,
  howItWorksButton: BUTTON_LABELS.howItWorks,
};

export const HOME_LABELS: Translated<typeof EN_HOME_LABELS> = {
  strip: "ما الذي تحصل عليه",
};

export const HOW_IT_WORKS_HEADINGS: Translated<typeof EN_HOW_IT_WORKS_HEADINGS> = {
  steps: "طريقة العمل",
  useCases: "حالات الاستخدام",
  includedFeatures: "المزايا المشمولة",
};

export const WIDGET_HEADINGS: Translated<typeof EN_WIDGET_HEADINGS> = {
  preview: "معاينة مباشرة",
  embedCode: "كود التضمين",
  embedCodeNote: "الصق هذا الكود حيث تريد أن يظهر المولّد.",
  example: "مثال HTML كامل",
  exampleNote: "صفحة كاملة تتضمن الأداة في مكانها.",
  steps: "خطوات الإضافة",
  features: "المزايا",
  faq: "لديك أسئلة؟",
};
