/**
 * "Last Updated" on the terms and privacy pages, from one setting:
 * `LEGAL_LAST_UPDATED` (an ISO date such as 2026-11-01) when set, otherwise
 * today's date (docs/product.md, pages). Evaluated when the page is rendered or prerendered,
 * so call it on the server (a loader) and pass the string to the page; in a
 * browser there is no `process` and it falls back to today.
 */
const FORMAT = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

function configuredDate(): Date | undefined {
  if (typeof process === "undefined" || !process.env) return undefined;
  const raw = process.env.LEGAL_LAST_UPDATED?.trim();
  if (!raw) return undefined;
  // A bare date (2026-11-01) is read as UTC midnight, so it never shifts a day.
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** For example "November 21, 2026". `now` is for tests. */
export function legalLastUpdated(now: Date = new Date()): string {
  return FORMAT.format(configuredDate() ?? now);
}
