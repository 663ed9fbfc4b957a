import { type ActionFunctionArgs, type AppLoadContext, redirect } from "react-router";
import type { Locale } from "#core/locales";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { listLinkImports } from "#domain/links/list-link-imports.server";
import { undoLinkImport } from "#domain/links/undo-link-import.server";
import type { ShownImport } from "../../components/dashboard/link-imports-list";
import { NO_STORE } from "../auth/account-page-meta";
import { formText } from "../auth/form-text";
import { dateLocale } from "../i18n/intl-locale";
import { readForm } from "../read-form.server";
import { requireWorkspace } from "../workspaces/current-workspace.server";

/** An import not finished after this long was stopped (the server went down): it can be undone. */
const RUNNING_AT_MOST_MS = 30 * 60_000;

/** The workspace's latest imports as the import page shows them, dates in the page's language. */
export async function loadLinkImports(
  context: AppLoadContext,
  workspaceId: string,
  locale: Locale,
): Promise<ShownImport[]> {
  const DATE = new Intl.DateTimeFormat(dateLocale(locale), {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
  const rows = await listLinkImports(context.db, workspaceId);
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    started: DATE.format(row.startedAt),
    state:
      row.undoneAt !== null
        ? "undone"
        : row.finishedAt !== null
          ? "finished"
          : now - row.startedAt.getTime() < RUNNING_AT_MOST_MS
            ? "running"
            : "stopped",
    counts: { imported: row.imported, skipped: row.skipped, refused: row.refused },
    linksLeft: row.linksLeft,
    undoneLinks: row.undoneLinks ?? 0,
  }));
}

/** What `?undo=` on the import page says after Undo: how many links went, or that there was nothing to undo. */
export function undoOutcome(request: Request): { deleted: number } | "gone" | null {
  const value = new URL(request.url).searchParams.get("undo");
  if (value === "gone") return "gone";
  return value !== null && /^\d{1,9}$/.test(value) ? { deleted: Number(value) } : null;
}

/** POST /dashboard/import/undo: deletes every link of one import (owners and admins), then back to the page. */
export async function undoImportAction({ request, context }: ActionFunctionArgs) {
  const { workspace } = await requireWorkspace(request, context, "transfer_links");
  const form = await readForm(request);
  const result = await undoLinkImport(
    context.db,
    (message) => context.invalidateLinks(message),
    workspace.id,
    formText(form, "import", 40),
  );
  const outcome = result.ok ? String(result.deleted) : "gone";
  return redirect(`${ACCOUNT_PATHS.importLinks}?undo=${outcome}`, { headers: NO_STORE });
}
