import { readUploadProgress } from "../lib/links/import-page.server";
import type { Route } from "./+types/dashboard-import-progress";

/** GET /dashboard/import/progress?upload=<id>: how far the account's running import has got (JSON). */
export const loader = (args: Route.LoaderArgs) => readUploadProgress(args);
