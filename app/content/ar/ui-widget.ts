import type { Translated } from "../translated";
import type { WIDGET_EMBED_COPY as EN_COPY, WIDGET_EMBED_META as EN_META } from "../ui-widget";

export const WIDGET_EMBED_COPY: Translated<typeof EN_COPY> = {
  iframeTitle: "مولّد روابط WhatsApp من ChatLink",
  previewTitle: "معاينة مباشرة لأداة التضمين من ChatLink",
  exampleTitle: "تواصل معنا على WhatsApp",
  exampleHeading: "تحدّث معنا على WhatsApp",
  exampleBody: "أنشئ رابط WhatsApp لأي رقم في ثوانٍ باستخدام المولّد أدناه.",
  embedCaption: "HTML",
  // Completes the Copy button's accessible name: "نسخ" + target.
  embedCopyTarget: "كود التضمين",
  exampleCaption: "example.html",
  exampleCopyTarget: "مثال HTML",
};

// Typed as English is (no `as const`): the catalogue takes its keywords as a plain array.
export const WIDGET_EMBED_META: typeof EN_META = {
  title: "أداة مولّد روابط WhatsApp | ChatLink",
  description:
    "أنشئ رابط WhatsApp مجانيًا للمحادثة المباشرة ورابطًا قصيرًا وكود QR في ثوانٍ باستخدام مولّد ChatLink المضمّن في هذا الموقع، دون حساب أو تسجيل.",
  keywords: ["مولد رابط واتساب", "ويدجت واتساب", "رابط محادثة واتساب", "باركود واتساب", "ChatLink"],
};
