// Placeholder until the opening-hours module lands (h-hours): always open.
export type OpeningHours = {
  timeZone: string;
  weekly: Partial<Record<"mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun", [string, string][]>>;
  closedDates?: string[];
};
export function openStateAt(_hours: OpeningHours | null, _now: number): { open: boolean; until: number } {
  return { open: true, until: Number.POSITIVE_INFINITY };
}
export function nextOpening(_hours: OpeningHours | null, now: number): number | null {
  return now;
}
