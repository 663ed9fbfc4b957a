import { type DateRange, utcDay } from "#core/analytics-range";
import { BREAKDOWN_TOP_VALUES } from "#core/click-values";
import { parseUtmValue, type Utm } from "#core/utm";
import type { Db } from "#db/client.server";
import {
  type TopLinkRow,
  topLinksOfWorkspace,
  topValuesOfWorkspace,
  workspaceTotals,
} from "#db/queries/workspace-clicks.server";

const DAY_MS = 86_400_000;

export interface WorkspaceAnalytics {
  humans: number;
  bots: number;
  /** Links with at least one human click in the range. */
  activeLinks: number;
  /** The same totals for the period of the same length just before. */
  previous: { from: string; to: string; humans: number; bots: number };
  topLinks: TopLinkRow[];
  countries: Array<{ code: string; clicks: number }>;
  campaigns: Array<Utm & { clicks: number }>;
  refs: Array<{ ref: string; clicks: number }>;
}

/**
 * A workspace's clicks over a range (the overview page and `GET /api/v1/analytics`): totals
 * beside the previous period of the same length, the top links, countries, campaigns and refs.
 */
export async function readWorkspaceAnalytics(
  db: Db,
  workspaceId: string,
  range: DateRange,
): Promise<WorkspaceAnalytics> {
  const span = range.days * DAY_MS;
  const previousHours = {
    from: new Date(range.hours.from.getTime() - span),
    to: new Date(range.hours.to.getTime() - span),
  };
  const [current, previous, topLinks, values] = await Promise.all([
    workspaceTotals(db, workspaceId, range.hours),
    workspaceTotals(db, workspaceId, previousHours),
    topLinksOfWorkspace(db, workspaceId, range.hours, BREAKDOWN_TOP_VALUES),
    topValuesOfWorkspace(db, workspaceId, range.hours, ["country", "utm", "ref"], BREAKDOWN_TOP_VALUES),
  ]);
  const of = (dimension: string) => values.filter((v) => v.dimension === dimension);
  return {
    humans: current.humans,
    bots: current.bots,
    activeLinks: current.links,
    previous: {
      from: utcDay(previousHours.from),
      to: utcDay(previousHours.to),
      humans: previous.humans,
      bots: previous.bots,
    },
    topLinks,
    countries: of("country").map((v) => ({ code: v.value, clicks: v.clicks })),
    campaigns: of("utm").map((v) => ({ ...parseUtmValue(v.value), clicks: v.clicks })),
    refs: of("ref").map((v) => ({ ref: v.value, clicks: v.clicks })),
  };
}
