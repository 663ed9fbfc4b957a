import type { CHAT_BUTTON as EN } from "../chat-button";
import type { Translated } from "../translated";

export const CHAT_BUTTON: Translated<typeof EN> = {
  label: "تحدّث معنا على WhatsApp",
  greeting: "مرحبًا! مع من تودّ التحدّث؟",
  close: "إغلاق",
  newTab: "(يُفتح في علامة تبويب جديدة)",
};
