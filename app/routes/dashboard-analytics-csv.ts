import type { Route } from "./+types/dashboard-analytics-csv";
import { analyticsCsvResponse } from "./dashboard-analytics.server";

/**
 * GET /dashboard/links/:id/analytics/csv?range=…|from=…&to=… — the analytics page's
 * range as a CSV download, owner only (format: components/analytics/analytics-csv.ts).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return analyticsCsvResponse(request, context, params.id);
}
