import type { Locale } from "#core/locales";
import { dateLocale } from "../../lib/i18n/intl-locale";

export interface BucketFormats {
  formatBucket: (iso: string, bucket: "hour" | "day", long?: boolean) => string;
  formatCount: (n: number) => string;
  formatShare: (share: number) => string;
}

/**
 * Bucket labels, counts and shares in the page's language, dates in UTC: the server's HTML and
 * the hydrated page agree because both format with the locale the loader sent.
 */
export function bucketFormats(locale: Locale): BucketFormats {
  const tag = dateLocale(locale);
  const DAY = new Intl.DateTimeFormat(tag, { timeZone: "UTC", day: "numeric", month: "short" });
  const DAY_LONG = new Intl.DateTimeFormat(tag, {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
  const HOUR = new Intl.DateTimeFormat(tag, {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  });
  const COUNT = new Intl.NumberFormat(tag);
  const PERCENT = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 1 });
  return {
    formatBucket: (iso, bucket, long = false) => {
      const date = new Date(iso);
      if (bucket === "hour") return HOUR.format(date);
      return long ? DAY_LONG.format(date) : DAY.format(date);
    },
    formatCount: (n) => COUNT.format(n),
    formatShare: (share) => PERCENT.format(share),
  };
}
