// Placeholder until the opening-hours module lands (h-hours): always open.
// TODO(h-hours): merge branch h-hours, which replaces this whole file (real zod schema and open state).
import { z } from "zod";

export type OpeningHours = {
  timeZone: string;
  weekly: Partial<Record<"mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun", [string, string][]>>;
  closedDates?: string[];
};
const range = z.tuple([z.string().max(5), z.string().max(5)]);
const day = z.array(range).max(6).optional();
export const openingHoursSchema = z.strictObject({
  timeZone: z.string().min(1).max(64),
  weekly: z.strictObject({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day }),
  closedDates: z.array(z.string().max(10)).max(366).optional(),
});
export function openStateAt(_hours: OpeningHours | null, _now: number): { open: boolean; until: number } {
  return { open: true, until: Number.POSITIVE_INFINITY };
}
