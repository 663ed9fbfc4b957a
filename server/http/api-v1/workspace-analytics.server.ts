import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { parseDateRange } from "#core/analytics-range";
import { AnalyticsSettingsChange, AnalyticsSettingsInput } from "#core/analytics-settings";
import { readWorkspaceAnalyticsSettings } from "#domain/analytics/read-analytics-settings.server";
import { readWorkspaceAnalytics } from "#domain/analytics/read-workspace-analytics.server";
import { updateAnalyticsSettings } from "#domain/analytics/update-analytics-settings.server";
import { type ApiEnv, type ApiV1Deps, apiFail, NO_STORE } from "./respond.server";
import { AnalyticsQuery, ErrorSchema, errors, json, security, writeErrors } from "./schemas.server";

const Counted = <K extends string>(key: K) =>
  z.array(z.object({ [key]: z.string(), clicks: z.number().int() } as Record<K, z.ZodString>));

const WorkspaceAnalyticsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    clicks: z.number().int().openapi({ description: "Human clicks on every link of the workspace" }),
    bots: z.number().int(),
    activeLinks: z.number().int().openapi({ description: "Links with at least one human click" }),
    previous: z
      .object({ from: z.string(), to: z.string(), clicks: z.number().int(), bots: z.number().int() })
      .openapi({ description: "The period of the same length just before, for comparison" }),
    links: z.array(z.object({ id: z.string(), code: z.string(), clicks: z.number().int() })),
    countries: Counted("code"),
    utm: z.array(
      z.object({ source: z.string(), medium: z.string(), campaign: z.string(), clicks: z.number().int() }),
    ),
    refs: Counted("ref"),
  })
  .openapi("WorkspaceAnalytics");

const SettingsSchema = AnalyticsSettingsInput.openapi("AnalyticsSettings", {
  example: { timeZone: "America/Sao_Paulo", recordReferrer: true, recordDevice: false, recordCountry: true },
});

const analyticsRoute = createRoute({
  method: "get",
  path: "/analytics",
  summary:
    "The workspace's clicks in a date range: totals against the previous period, top links, countries, campaigns",
  security,
  request: { query: AnalyticsQuery },
  responses: {
    200: json(WorkspaceAnalyticsSchema, "The same numbers the dashboard's overview shows"),
    400: json(ErrorSchema, "Bad dates"),
    ...errors,
  },
});

const getSettingsRoute = createRoute({
  method: "get",
  path: "/analytics/settings",
  summary: "The workspace's analytics time zone and which dimensions are recorded",
  security,
  responses: { 200: json(SettingsSchema, "The settings"), ...errors },
});

const ChangeSchema = AnalyticsSettingsChange.openapi("AnalyticsSettingsChange", {
  example: { timeZone: "Asia/Jakarta", recordDevice: false },
});

const patchSettingsRoute = createRoute({
  method: "patch",
  path: "/analytics/settings",
  summary:
    "Set the time zone (IANA name) or turn referrer, device or country recording off or on (what is not sent stays)",
  security,
  request: { body: { content: { "application/json": { schema: ChangeSchema } }, required: true } },
  responses: {
    200: json(SettingsSchema, "The saved settings (the zone's canonical name)"),
    400: json(ErrorSchema, "An unknown time zone (`invalid_time_zone`) or a wrong field"),
    ...writeErrors,
  },
});

/** The workspace's overview and its analytics settings. */
export function registerWorkspaceAnalytics(app: OpenAPIHono<ApiEnv>, deps: ApiV1Deps): void {
  app.openapi(analyticsRoute, async (c) => {
    const { from, to } = c.req.valid("query");
    const params = new URLSearchParams();
    if (from !== undefined) params.set("from", from);
    if (to !== undefined) params.set("to", to);
    const parsed = parseDateRange(params);
    if (!parsed.ok) return apiFail(c, "invalid_request", parsed.message, parsed.field);
    const { range } = parsed;
    const view = await readWorkspaceAnalytics(deps.db, c.get("holder").workspace.id, range);
    return c.json(
      {
        from: range.from,
        to: range.to,
        clicks: view.humans,
        bots: view.bots,
        activeLinks: view.activeLinks,
        previous: {
          from: view.previous.from,
          to: view.previous.to,
          clicks: view.previous.humans,
          bots: view.previous.bots,
        },
        links: view.topLinks.map((link) => ({ id: String(link.id), code: link.code, clicks: link.clicks })),
        countries: view.countries,
        utm: view.campaigns,
        refs: view.refs,
      },
      200,
      NO_STORE,
    );
  });

  app.openapi(getSettingsRoute, async (c) => {
    const settings = await readWorkspaceAnalyticsSettings(deps.db, c.get("holder").workspace.id);
    return c.json(settings, 200, NO_STORE);
  });

  app.openapi(patchSettingsRoute, async (c) => {
    const result = await updateAnalyticsSettings(deps.db, c.get("holder").workspace.id, c.req.valid("json"));
    if (!result.ok) return apiFail(c, result.error, undefined, "timeZone");
    return c.json(result.settings, 200, NO_STORE);
  });
}
