/** Bucket labels in UTC with a fixed locale, so the server's HTML and the hydrated page agree. */
const DAY = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short" });
const DAY_LONG = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const HOUR = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function formatBucket(iso: string, bucket: "hour" | "day", long = false): string {
  const date = new Date(iso);
  if (bucket === "hour") return `${HOUR.format(date)} UTC`;
  return long ? DAY_LONG.format(date) : DAY.format(date);
}

const COUNT = new Intl.NumberFormat("en-GB");
const PERCENT = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 1 });

export const formatCount = (n: number) => COUNT.format(n);
export const formatShare = (share: number) => PERCENT.format(share);
