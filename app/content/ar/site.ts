import type { SiteContent } from "../site";

export const SITE: SiteContent = {
  name: "ChatLink",
  tagline: "روابط WhatsApp مجانية للمحادثة المباشرة، وروابط قصيرة، وأكواد QR.",
  defaultMeta: {
    title: "ChatLink - مولّد روابط WhatsApp مجاني مع كود QR",
    description:
      "أنشئ روابط WhatsApp مجانية للمحادثة المباشرة وروابط قصيرة وأكواد QR في ثوانٍ. يراسلك عملاؤك بلمسة واحدة، دون أن يحتاجوا إلى حفظ رقمك أولًا.",
    keywords: [
      "مولد رابط واتساب",
      "رابط محادثة واتساب مباشر",
      "رابط wa.me",
      "كود QR واتساب",
      "رابط واتساب قصير",
      "عمل لينك واتساب مجانا",
    ],
  },
  footerBlurb:
    "يحوّل ChatLink أي رقم WhatsApp إلى رابط محادثة مباشرة قصير وكود QR، ليراسلك الناس بلمسة واحدة دون حفظ رقمك.",
  trademarkNotice:
    "WhatsApp علامة تجارية لشركة WhatsApp LLC. أما ChatLink فخدمة مستقلة، ليست تابعة لـ WhatsApp أو Meta.",
};
