import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { type DateRange, parseDateRange } from "#core/analytics-range";
import { requestLocale } from "#core/request-locale";
import { roleAllows } from "#core/workspace-roles";
import { readWorkspaceAnalyticsSettings } from "#domain/analytics/read-analytics-settings.server";
import {
  readWorkspaceAnalytics,
  type WorkspaceAnalytics,
} from "#domain/analytics/read-workspace-analytics.server";
import { updateAnalyticsSettings } from "#domain/analytics/update-analytics-settings.server";
import { breakdownLabel } from "../../components/analytics/breakdown-labels";
import { NO_STORE } from "../auth/account-page-meta";
import { formText } from "../auth/form-text";
import { operationErrorText } from "../i18n/operation-error.server";
import { type PageCopy, pageCopy } from "../i18n/page-copy.server";
import { copyFor } from "../i18n/page-modules.server";
import { readForm } from "../read-form.server";
import { requireWorkspace } from "../workspaces/current-workspace.server";
import { rangeErrorText } from "./range-error.server";

export interface OverviewPage extends PageCopy<"ANALYTICS_COPY"> {
  workspace: string;
  range: Omit<DateRange, "hours">;
  rangeError: string | null;
  today: string;
  /** Each country's `name` in the page's language, as the link page names them ("Unknown" without one). */
  view: Omit<WorkspaceAnalytics, "countries"> & {
    countries: Array<WorkspaceAnalytics["countries"][number] & { name: string }>;
  };
  settings: Awaited<ReturnType<typeof readWorkspaceAnalyticsSettings>>;
  /** The role may change the settings (owners and admins). */
  canManage: boolean;
}

/** The workspace's analytics over a range, and its analytics settings: any member reads them. */
export async function loadOverviewPage({ request, context }: LoaderFunctionArgs) {
  const { workspace } = await requireWorkspace(request, context, "view");
  const parsed = parseDateRange(new URL(request.url).searchParams);
  const { hours: _hours, ...range } = parsed.range;
  const [view, settings] = await Promise.all([
    readWorkspaceAnalytics(context.db, workspace.id, parsed.range),
    readWorkspaceAnalyticsSettings(context.db, workspace.id),
  ]);
  const words = { locale: requestLocale(request), labels: copyFor(request, "ANALYTICS_LABELS") };
  const countries = view.countries.map((c) => ({ ...c, name: breakdownLabel("country", c.code, words) }));
  const page: OverviewPage = {
    workspace: workspace.name,
    range,
    rangeError: rangeErrorText(request, parsed),
    today: new Date().toISOString().slice(0, 10),
    view: { ...view, countries },
    settings,
    canManage: roleAllows(workspace.role, "manage_domains"),
    ...pageCopy(request, "ANALYTICS_COPY"),
  };
  return data(page, { headers: NO_STORE });
}

export type OverviewResult = { saved: true } | { error: string };

/** POST: the settings form (owners and admins, like the workspace's other settings). */
export async function saveOverviewSettings({ request, context }: ActionFunctionArgs) {
  const { workspace } = await requireWorkspace(request, context, "manage_domains");
  const form = await readForm(request);
  const result = await updateAnalyticsSettings(context.db, workspace.id, {
    timeZone: formText(form, "timeZone", 200),
    recordReferrer: form.get("recordReferrer") === "on",
    recordDevice: form.get("recordDevice") === "on",
    recordCountry: form.get("recordCountry") === "on",
  });
  if (!result.ok)
    return data<OverviewResult>(
      { error: operationErrorText(requestLocale(request), result.error) },
      { status: 400, headers: NO_STORE },
    );
  return data<OverviewResult>({ saved: true }, { headers: NO_STORE });
}
