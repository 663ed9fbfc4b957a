import type { NotFoundContent } from "../not-found";
import type { Translated } from "../translated";

// Translated<>: NotFoundContent pins the English heading and body as literal types.
export const NOT_FOUND: Translated<NotFoundContent> = {
  meta: {
    title: "الرابط غير موجود | ChatLink",
    description:
      "رابط WhatsApp الذي تبحث عنه غير موجود أو تمت إزالته. تحقّق من العنوان، أو أنشئ رابط محادثة مباشرة خاصًا بك مجانًا مع ChatLink في ثوانٍ معدودة.",
    keywords: ["الرابط غير موجود", "رابط واتساب لا يعمل", "رابط مختصر معطل", "ChatLink", "انشاء رابط واتساب"],
  },
  heading: "الرابط غير موجود",
  body: "الرابط الذي تبحث عنه غير موجود أو تمت إزالته.",
  reasonsHeading: "لماذا قد يحدث هذا؟",
  reasons: [
    "حذف صاحب الرابط هذا الرابط.",
    "أُزيل الرابط لمخالفته شروط الخدمة.",
    "يوجد خطأ في كتابة الرابط. لا فرق بين الحروف الكبيرة والصغيرة، لكن يجب أن يكون كل حرف صحيحًا.",
    "تم حظر حساب صاحب الرابط.",
  ],
  about: {
    heading: "عن ChatLink",
    body: "ChatLink أداة مجانية لإنشاء روابط WhatsApp. أنشئ روابط محادثة مباشرة وروابط قصيرة وأكواد QR تفتح محادثة مع رقمك بلمسة واحدة، فلا يحتاج أحد إلى حفظ رقمك أولًا.",
  },
};
