/** How rollup values read on the page: country names and flags, "Direct" for no referrer, capitalised devices. */
export type BreakdownKey = "country" | "device" | "os" | "browser" | "referrer";

export interface RankedItem {
  /** The stored value (ISO2 for countries, host for referrers…). */
  value: string;
  label: string;
  /** Flag image for a known country. */
  flag: string | null;
  count: number;
  /** Share of the list's total, 0–1. */
  share: number;
}

const UNKNOWN = "unknown";
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

export function breakdownLabel(key: BreakdownKey, value: string): string {
  if (value === UNKNOWN || value === "") return "Unknown";
  switch (key) {
    case "country":
      try {
        return regionNames.of(value.toUpperCase()) ?? value;
      } catch {
        return value;
      }
    case "referrer":
      return value === "direct" ? "Direct" : value;
    case "device":
      return value === "smarttv" ? "Smart TV" : value.charAt(0).toUpperCase() + value.slice(1);
    default:
      return value;
  }
}

/** Counts → the top `limit` entries by count (ties by label), the rest summed as "Others". */
export function rankBreakdown(
  key: BreakdownKey,
  counts: ReadonlyMap<string, number>,
  limit = 10,
): RankedItem[] {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return [];
  const items = [...counts]
    .filter(([, count]) => count > 0)
    .map(([value, count]) => ({
      value,
      label: breakdownLabel(key, value),
      flag: key === "country" && /^[A-Z]{2}$/i.test(value) ? `/flags/${value.toLowerCase()}.svg` : null,
      count,
      share: count / total,
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  if (items.length <= limit) return items;
  const rest = items.slice(limit - 1);
  const others = rest.reduce((sum, item) => sum + item.count, 0);
  return [
    ...items.slice(0, limit - 1),
    { value: "", label: `${rest.length} others`, flag: null, count: others, share: others / total },
  ];
}
