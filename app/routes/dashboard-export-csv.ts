import { exportAccountLinks } from "../lib/links/import-page.server";
import type { Route } from "./+types/dashboard-export-csv";

/** GET /dashboard/export: the account's links as the export CSV (code, shortUrl, phone, message, createdAt, clicks). */
export const loader = (args: Route.LoaderArgs) => exportAccountLinks(args);
