import type { Translated } from "../translated";
import type { ERROR_SCREEN as EN_ERROR_SCREEN } from "../ui-errors";

export const ERROR_SCREEN: Translated<typeof EN_ERROR_SCREEN> = {
  heading: "حدث خطأ ما",
  body: "تعذّر عرض هذه الصفحة الآن. يُرجى المحاولة مرة أخرى بعد قليل.",
  status: "خطأ {status}",
};
