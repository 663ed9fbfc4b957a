import { undoImportAction } from "../lib/links/link-imports-page.server";
import type { Route } from "./+types/dashboard-import-undo";

/** POST /dashboard/import/undo: one import's links deleted in one step (the import page's confirm step sends it). */
export const action = (args: Route.ActionArgs) => undoImportAction(args);
