import { useRouteLoaderData } from "react-router";
import type { DashboardCopy } from "../../content/catalogue";
import { DASHBOARD } from "../../content/dashboard";
import { DASHBOARD_NAV } from "../../content/dashboard-nav";
import { type ParsedMessages, useParsedMessages } from "./format-message";

/** The dashboard layout's route id (app/routes.ts); its loader sends `copy` and its messages `parsed`. */
export const DASHBOARD_LAYOUT_ID = "routes/dashboard-layout";

/**
 * English, for a component rendered outside the dashboard layout (a unit test, an error screen).
 * Named modules, not the whole English catalogue: the browser bundle must not carry every page's copy.
 */
const ENGLISH_DASHBOARD: DashboardCopy = { links: DASHBOARD, nav: DASHBOARD_NAV };

type LayoutCopy = { copy?: DashboardCopy; parsed?: ParsedMessages } | undefined;

/** The dashboard's copy in the page's language, as the dashboard layout's loader sent it. */
export function useDashboardCopy(): DashboardCopy {
  const data = useRouteLoaderData(DASHBOARD_LAYOUT_ID) as LayoutCopy;
  useParsedMessages(data?.parsed);
  return data?.copy ?? ENGLISH_DASHBOARD;
}

/** The same copy for a route's meta, from its matches (meta runs outside React). */
export function dashboardCopyFrom(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): DashboardCopy {
  const layout = matches.find((match) => match?.id === DASHBOARD_LAYOUT_ID);
  return (layout?.data as LayoutCopy)?.copy ?? ENGLISH_DASHBOARD;
}
