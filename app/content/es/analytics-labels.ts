import type { ANALYTICS_LABELS as EN } from "../analytics-labels";
import type { Translated } from "../translated";

export const ANALYTICS_LABELS: Translated<typeof EN> = {
  unknown: "Desconocido",
  other: "Otros",
  direct: "Directo",
  others: "Otros",
  othersCount: "{count, plural, one {# otro} other {# otros}}",
  devices: {
    desktop: "Computadora",
    mobile: "Celular",
    tablet: "Tableta",
    smarttv: "Smart TV",
    console: "Consola de videojuegos",
    wearable: "Dispositivo vestible",
    embedded: "Dispositivo integrado",
    xr: "Visor de RV/RA",
    bot: "Bot",
  },
};
