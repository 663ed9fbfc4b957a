import type { ANALYTICS_LABELS as EN } from "../analytics-labels";
import type { Translated } from "../translated";

export const ANALYTICS_LABELS: Translated<typeof EN> = {
  unknown: "Desconhecido",
  other: "Outros",
  direct: "Direto",
  others: "Outros",
  othersCount: "{count, plural, one {# outro} other {# outros}}",
  devices: {
    desktop: "Computador",
    mobile: "Celular",
    tablet: "Tablet",
    smarttv: "Smart TV",
    console: "Console de videogame",
    wearable: "Dispositivo vestível",
    embedded: "Dispositivo embarcado",
    xr: "Óculos de RV/RA",
    bot: "Robô",
  },
};
