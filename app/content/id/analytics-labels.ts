import type { ANALYTICS_LABELS as EN } from "../analytics-labels";
import type { Translated } from "../translated";

export const ANALYTICS_LABELS: Translated<typeof EN> = {
  unknown: "Tidak diketahui",
  other: "Lainnya",
  direct: "Langsung",
  others: "Lainnya",
  othersCount: "{count, plural, other {# lainnya}}",
  devices: {
    desktop: "Desktop",
    mobile: "Ponsel",
    tablet: "Tablet",
    smarttv: "Smart TV",
    console: "Konsol game",
    wearable: "Perangkat wearable",
    embedded: "Perangkat tertanam",
    xr: "Headset VR/AR",
    bot: "Bot",
  },
};
