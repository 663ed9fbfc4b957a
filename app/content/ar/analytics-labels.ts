import type { ANALYTICS_LABELS as EN } from "../analytics-labels";
import type { Translated } from "../translated";

export const ANALYTICS_LABELS: Translated<typeof EN> = {
  unknown: "غير معروف",
  other: "أخرى",
  direct: "مباشر",
  others: "أخرى",
  othersCount: "{count, plural, one {# آخر} two {# آخران} few {# أخرى} many {# أخرى} other {# أخرى}}",
  devices: {
    desktop: "كمبيوتر مكتبي",
    mobile: "هاتف محمول",
    tablet: "جهاز لوحي",
    smarttv: "تلفزيون ذكي",
    console: "جهاز ألعاب",
    wearable: "جهاز قابل للارتداء",
    embedded: "جهاز مدمج",
    xr: "نظارة واقع افتراضي/معزز",
    bot: "روبوت",
  },
};
