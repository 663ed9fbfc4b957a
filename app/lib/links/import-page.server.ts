import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { localizedErrorMessage } from "#core/error-messages";
import { apiError, isApiErrorCode } from "#core/errors";
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, type ImportFileProblem } from "#core/import-columns";
import { IMPORT_UPLOAD_MAX_BYTES } from "#core/limits";
import { LINK_EXPORT_HEADER, linkExportLine } from "#core/link-export-csv";
import { requestLocale } from "#core/request-locale";
import { accountKey } from "#domain/limits/account-limiters.server";
import { exportLinksPage } from "#domain/links/export-links.server";
import { type ImportSummary, importCsv, isImportFileError } from "#domain/links/import-csv.server";
import { type ImportRefusal, importLinks } from "#domain/links/import-links.server";
import { type PreviewRow, previewImportLinks } from "#domain/links/preview-import-links.server";
import { noteLinkImport, startLinkImport } from "#domain/links/record-link-import.server";
import { catalogue } from "../../content/catalogues.server";
import { NO_STORE } from "../auth/account-page-meta";
import { formText } from "../auth/form-text";
import { requireSession } from "../auth/session.server";
import { formatMessage } from "../i18n/format-message";
import { readForm } from "../read-form.server";
import { requireWorkspace } from "../workspaces/current-workspace.server";
import {
  noteImportProgress,
  readImportProgress,
  startImportProgress,
  validUploadId,
} from "./import-progress.server";

export type ImportResult =
  | { ok: true; kind: "import"; fileName: string; summary: ImportSummary }
  | { ok: true; kind: "preview"; fileName: string; summary: ImportSummary; rows: PreviewRow[] }
  | { ok: false; message: string };

const MAX_MB = IMPORT_UPLOAD_MAX_BYTES / (1024 * 1024);

function answer(result: ImportResult, status = 200) {
  return data(result, { status, headers: NO_STORE });
}

/**
 * POST /dashboard/import: a CSV file into the workspace's links (its owners and admins), each row created or refused
 * on its own with the operator command's rules (docs/decisions/0129). The file is read on a
 * worker thread and its rows checked page by page; the answer is the report. With
 * `intent=preview` the same checks run and nothing is written: the answer is what an
 * import would do now, with the first rows as read.
 */
export async function importUploadedLinks({ request, context }: ActionFunctionArgs) {
  const { session, workspace } = await requireWorkspace(request, context, "transfer_links");
  // Taken before the file is read, so a refused upload costs neither memory nor the hour's allowance.
  const release = context.csvImports.take();
  if (release === null)
    return data({ ok: false, message: refusals(request).busy } satisfies ImportResult, {
      status: 503,
      headers: { ...NO_STORE, "Retry-After": String(BUSY_RETRY_SECONDS) },
    });
  try {
    return await importTakenUpload(request, context, session.account.id, workspace.id);
  } finally {
    release();
  }
}

/** Other imports hold the server's places; the person tries again shortly. */
const BUSY_RETRY_SECONDS = 30;

/** The form's refusals in the request's language (IMPORT_COPY.errors, and fileErrors for a file's problem). */
function refusals(request: Request) {
  const locale = requestLocale(request);
  const words = catalogue(locale).IMPORT_COPY.errors;
  return {
    busy: formatMessage(locale, words.busy, { seconds: BUSY_RETRY_SECONDS }),
    noFile: words.noFile,
    tooBig: formatMessage(locale, words.tooBig, { maxMb: MAX_MB }),
    badCountry: words.badCountry,
    tooOften: (seconds: number) =>
      formatMessage(locale, words.tooOften, { minutes: Math.max(1, Math.ceil(seconds / 60)) }),
    file: (problem: ImportFileProblem) =>
      formatMessage(locale, catalogue(locale).IMPORT_COPY.fileErrors[problem], {
        max: problem === "too_many_columns" ? IMPORT_MAX_COLUMNS : IMPORT_MAX_ROWS,
      }),
  };
}

async function importTakenUpload(
  request: Request,
  context: ActionFunctionArgs["context"],
  accountId: number,
  workspaceId: string,
) {
  const form = await readForm(request);
  const file = form.get("file");
  const refused = refusals(request);
  if (!(file instanceof File) || file.size === 0) return answer({ ok: false, message: refused.noFile }, 400);
  if (file.size > IMPORT_UPLOAD_MAX_BYTES) return answer({ ok: false, message: refused.tooBig }, 413);
  const country = formText(form, "country", 8).trim().toUpperCase();
  if (country !== "" && !/^[A-Z]{2}$/.test(country))
    return answer({ ok: false, message: refused.badCountry }, 400);
  const allowance = await context.accountLimiters.imports.hit(accountKey(accountId));
  if (!allowance.allowed)
    return answer({ ok: false, message: refused.tooOften(allowance.retryAfterSeconds) }, 429);
  const options = {
    workspaceId,
    createdBy: accountId,
    ...(country === "" ? {} : { country }),
  };
  // Read and checked on the worker thread: parsing and libphonenumber would hold the event loop.
  const { lines, batches } = context.csvImports.read(await file.arrayBuffer(), options);
  const fileName = file.name.slice(0, 200);
  // The page polls /dashboard/import/progress with the id it sent (no script: no id, no bar).
  const upload = form.get("upload");
  const tracked = validUploadId(upload) ? upload : null;
  if (tracked !== null) startImportProgress(accountId, tracked, (await lines) - 1);
  const progress = (rowsRead: number, summary: ImportSummary) => {
    if (tracked !== null) noteImportProgress(accountId, tracked, { rowsRead, ...counts(summary) });
  };
  try {
    if (form.get("intent") === "preview") {
      const preview = previewImportLinks(context.db);
      const summary = await importCsv(batches, preview.page, options, () => {}, progress);
      return answer({
        ok: true,
        kind: "preview",
        fileName,
        summary: inLanguage(request, summary),
        rows: preview.rows(),
      });
    }
    // Recorded as it runs: a reload shows it, and Undo deletes what it made (link-imports-page.server.ts).
    const importId = await startLinkImport(context.db, { workspaceId, createdBy: accountId, fileName });
    let sofar = { imported: 0, skipped: 0, refused: 0 };
    const recorded = (rowsRead: number, summary: ImportSummary) => {
      progress(rowsRead, summary);
      sofar = counts(summary);
      noteLinkImport(context.db, importId, sofar).catch(() => {});
    };
    try {
      const summary = await importCsv(
        batches,
        (rows, o, prechecked) => importLinks(context.db, rows, o, context.invalidateLinks, prechecked),
        {
          ...options,
          importId,
          // The account's hourly import allowance (docs/decisions/0145), apart from the one-at-a-time 300.
          allowance: (wanted: number) =>
            context.accountLimiters.linkImports.take(accountKey(accountId), wanted),
        },
        () => {},
        recorded,
      );
      sofar = counts(summary);
      return answer({ ok: true, kind: "import", fileName, summary: inLanguage(request, summary) });
    } finally {
      await noteLinkImport(context.db, importId, sofar, true);
    }
  } catch (err) {
    if (isImportFileError(err)) return answer({ ok: false, message: refused.file(err.problem) }, 400);
    throw err;
  } finally {
    if (tracked !== null) noteImportProgress(accountId, tracked, { done: true });
  }
}

/**
 * The report's refusals in the request's language: the import's own reasons by code
 * (IMPORT_COPY.rowErrors), a link's rules as the API words them in that language.
 */
function inLanguage(request: Request, summary: ImportSummary): ImportSummary {
  const locale = requestLocale(request);
  if (locale === "en") return summary;
  const own: Readonly<Record<string, string>> = catalogue(locale).IMPORT_COPY.rowErrors;
  const said = (e: ImportRefusal) => {
    const message = own[e.error];
    if (message !== undefined) return formatMessage(locale, message, e.params);
    return isApiErrorCode(e.error) ? localizedErrorMessage(e.error, e.message, locale) : e.message;
  };
  return { ...summary, errors: summary.errors.map((e) => ({ ...e, message: said(e) })) };
}

const counts = ({ imported, skipped, refused }: ImportSummary) => ({ imported, skipped, refused });

/**
 * GET /dashboard/import/progress?upload=<id>: how far this account's import or preview
 * with that id has got, on this instance; 404 when unknown here (finished long ago,
 * another account's, or run by another instance).
 */
export async function readUploadProgress({ request, context }: LoaderFunctionArgs): Promise<Response> {
  // Progress is the account's own (keyed by it): no workspace or role to check.
  const session = await requireSession(request, context);
  const upload = new URL(request.url).searchParams.get("upload");
  const headers = NO_STORE;
  if (!validUploadId(upload))
    return Response.json(apiError("invalid_request", "upload is 8 to 64 letters, digits, _ or -."), {
      status: 400,
      headers,
    });
  const state = readImportProgress(session.account.id, upload);
  if (state === null)
    return Response.json(apiError("not_found", "No import with that id is running here."), {
      status: 404,
      headers,
    });
  return Response.json(state, { headers });
}

/** GET /dashboard/export: every active link of the workspace (owners and admins), streamed a page at a time. */
export async function exportAccountLinks({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const { workspace } = await requireWorkspace(request, context, "transfer_links");
  const { db, env } = context;
  let after = 0;
  let done = false;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${LINK_EXPORT_HEADER}\r\n`));
    },
    async pull(controller) {
      if (done) return controller.close();
      const page = await exportLinksPage(db, after, 1000, workspace.id);
      let text = "";
      for (const link of page.links) text += `${linkExportLine(env.publicUrl, link)}\r\n`;
      if (text !== "") controller.enqueue(encoder.encode(text));
      if (page.next === null) done = true;
      else after = page.next;
    },
  });
  return new Response(body, {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="chatlink-links-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
}
