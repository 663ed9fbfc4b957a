/**
 * How an analytics breakdown names what is not a country or a host (app/components/analytics/
 * breakdown-labels.ts); countries are named by Intl.DisplayNames in the page's language.
 */
export const ANALYTICS_LABELS = {
  unknown: "Unknown",
  /** The stored bucket of values past a link's hourly cap of distinct values. */
  other: "Other",
  /** No referrer: the link was typed, pasted or opened from an app. */
  direct: "Direct",
  /** The tail once it holds the "Other" bucket (its number of values is unknown). */
  others: "Others",
  othersCount: "{count, plural, one {# other} other {# others}}",
  /** Device types as the user-agent parser names them. */
  devices: {
    desktop: "Desktop",
    mobile: "Mobile",
    tablet: "Tablet",
    smarttv: "Smart TV",
    console: "Games console",
    wearable: "Wearable",
    embedded: "Embedded device",
    xr: "VR/AR headset",
    bot: "Bot",
  },
} as const;
