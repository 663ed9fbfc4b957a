import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { analyticsCsv, analyticsCsvFileName } from "#core/analytics-csv";
import { parseDateRange } from "#core/analytics-range";
import { parseUtmValue } from "#core/utm";
import { listClickRollups } from "#domain/clicks/list-click-rollups.server";
import { byClicks, readLinkAnalytics } from "#domain/clicks/read-link-analytics.server";
import { type ApiEnv, type ApiV1Deps, apiFail, NO_STORE, notFound, ownLink } from "./respond.server";
import {
  AnalyticsQuery,
  AnalyticsSchema,
  ErrorSchema,
  errors,
  IdParams,
  json,
  security,
} from "./schemas.server";

const analyticsCsvRoute = createRoute({
  method: "get",
  path: "/links/{id}/analytics.csv",
  summary: "A link's clicks in a date range as CSV (the dashboard's download)",
  security,
  request: { params: IdParams, query: AnalyticsQuery },
  responses: {
    200: {
      content: { "text/csv": { schema: z.string() } },
      description:
        "period_start_utc, period, dimension, value, traffic, count: one row per hour (3 days or fewer) or UTC day; `agent` rows hold the agent's name, `ref` rows the `?ref=` word",
    },
    400: json(ErrorSchema, "Bad dates"),
    ...errors,
  },
});

const analyticsRoute = createRoute({
  method: "get",
  path: "/links/{id}/analytics",
  summary: "A link's clicks in a date range (UTC days, default the last 30)",
  security,
  request: { params: IdParams, query: AnalyticsQuery },
  responses: {
    200: json(AnalyticsSchema, "The same numbers the dashboard shows"),
    400: json(ErrorSchema, "Bad dates"),
    ...errors,
  },
});

/** A link's clicks over a date range: JSON and the dashboard's CSV. */
export function registerLinkAnalytics(app: OpenAPIHono<ApiEnv>, deps: ApiV1Deps): void {
  app.openapi(analyticsCsvRoute, async (c) => {
    const row = await ownLink(deps.db, c, c.req.valid("param").id);
    if (row === null) return notFound(c);
    const parsed = parseDateRange(queryParams(c.req.valid("query")));
    if (!parsed.ok) return apiFail(c, "invalid_request", parsed.message, parsed.field);
    const rows = await listClickRollups(deps.db, row.id, parsed.range);
    return c.body(analyticsCsv(rows, parsed.range.bucket), 200, {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${analyticsCsvFileName(row.code, parsed.range.from, parsed.range.to)}"`,
    });
  });

  app.openapi(analyticsRoute, async (c) => {
    const row = await ownLink(deps.db, c, c.req.valid("param").id);
    if (row === null) return notFound(c);
    const query = c.req.valid("query");
    const parsed = parseDateRange(
      new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined) as string[][]),
    );
    if (!parsed.ok) return apiFail(c, "invalid_request", parsed.message, parsed.field);
    const { range } = parsed;
    const analytics = await readLinkAnalytics(deps.db, row.id, range);
    const perDay = new Map<string, number>();
    for (const point of analytics.series) {
      const date = point.start.toISOString().slice(0, 10);
      perDay.set(date, (perDay.get(date) ?? 0) + point.humans);
    }
    const counted = <K extends string>(key: K, dimension: keyof typeof analytics.breakdowns) =>
      [...analytics.breakdowns[dimension].top].map(
        ([value, clicks]) => ({ [key]: value, clicks }) as Record<K, string> & { clicks: number },
      );
    return c.json(
      {
        from: range.from,
        to: range.to,
        clicks: analytics.humans,
        bots: analytics.bots,
        days: [...perDay].map(([date, clicks]) => ({
          date,
          clicks,
          visitors: analytics.visitorsPerDay.get(date) ?? 0,
        })),
        visitors: analytics.visitors,
        countries: counted("code", "country"),
        devices: counted("device", "device"),
        os: counted("os", "os"),
        browsers: counted("browser", "browser"),
        referrers: counted("referrer", "referrer"),
        refs: [...analytics.breakdowns.ref.top]
          .map(([ref, clicks]) => ({ ref, clicks }))
          .sort(
            byClicks(
              (r) => r.ref,
              (r) => r.ref,
            ),
          ),
        utm: [...analytics.breakdowns.utm.top].map(([value, clicks]) => ({
          ...parseUtmValue(value),
          clicks,
        })),
        hours: analytics.hours,
        timeZone: analytics.timeZone,
        agents: analytics.agents,
      },
      200,
      NO_STORE,
    );
  });
}

/** The range fields given, as the dashboard's range parser reads them. */
function queryParams(query: { from?: string | undefined; to?: string | undefined }): URLSearchParams {
  const params = new URLSearchParams();
  if (query.from !== undefined) params.set("from", query.from);
  if (query.to !== undefined) params.set("to", query.to);
  return params;
}
