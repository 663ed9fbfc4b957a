import type { ANALYTICS_LABELS as EN } from "../analytics-labels";
import type { Translated } from "../translated";

export const ANALYTICS_LABELS: Translated<typeof EN> = {
  unknown: "अज्ञात",
  other: "अन्य",
  direct: "सीधे",
  others: "अन्य",
  othersCount: "{count, plural, other {# अन्य}}",
  devices: {
    desktop: "डेस्कटॉप",
    mobile: "मोबाइल",
    tablet: "टैबलेट",
    smarttv: "स्मार्ट टीवी",
    console: "गेम कंसोल",
    wearable: "पहनने वाला डिवाइस",
    embedded: "एम्बेडेड डिवाइस",
    xr: "VR/AR हेडसेट",
    bot: "बॉट",
  },
};
