import { useRouteLoaderData } from "react-router";
import { type DashboardCopy, dashboardCopyOf } from "../../content/catalogue";
import * as en from "../../content/en";

/** The dashboard layout's route id (app/routes.ts); its loader sends `copy`. */
export const DASHBOARD_LAYOUT_ID = "routes/dashboard-layout";

/** English, for a component rendered outside the dashboard layout (a unit test, an error screen). */
const ENGLISH_DASHBOARD = dashboardCopyOf(en);

/** The dashboard's copy in the page's language, as the dashboard layout's loader sent it. */
export function useDashboardCopy(): DashboardCopy {
  const data = useRouteLoaderData(DASHBOARD_LAYOUT_ID) as { copy?: DashboardCopy } | undefined;
  return data?.copy ?? ENGLISH_DASHBOARD;
}

/** The same copy for a route's meta, from its matches (meta runs outside React). */
export function dashboardCopyFrom(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): DashboardCopy {
  const layout = matches.find((match) => match?.id === DASHBOARD_LAYOUT_ID);
  return (layout?.data as { copy?: DashboardCopy } | undefined)?.copy ?? ENGLISH_DASHBOARD;
}
