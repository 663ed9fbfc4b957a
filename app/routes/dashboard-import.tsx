import type { ReactNode } from "react";
import { Form } from "react-router";
import { csvField } from "#core/csv-cell";
import { IMPORT_UPLOAD_MAX_BYTES } from "#core/limits";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { FormMessage } from "../components/account/form-message";
import { SettingsSection } from "../components/account/settings-section";
import { SubmitButton } from "../components/account/submit-button";
import { TextField } from "../components/account/text-field";
import { ImportProgressBar, useUploadId } from "../components/dashboard/import-progress";
import type { ImportWords } from "../components/dashboard/import-words";
import { LinkImportsList } from "../components/dashboard/link-imports-list";
import { useFileFits } from "../components/dashboard/use-file-fits";
import { accountPageHeaders, accountPageMeta } from "../lib/auth/account-page-meta";
import { pageCopy } from "../lib/i18n/page-copy.server";
import { usePageCopy } from "../lib/i18n/use-page-copy";

import { importUploadedLinks } from "../lib/links/import-page.server";
import { loadLinkImports, undoOutcome } from "../lib/links/link-imports-page.server";
import { requireWorkspace } from "../lib/workspaces/current-workspace.server";
import type { Route } from "./+types/dashboard-import";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? accountPageMeta(matches, loaderData.copy.title, loaderData.copy.metaDescription)
    : [{ name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = accountPageHeaders;

/** A workspace's owners and admins import and export its links. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { workspace } = await requireWorkspace(request, context, "transfer_links");
  const copy = pageCopy(request, "IMPORT_COPY");
  return {
    workspace: workspace.name,
    imports: await loadLinkImports(context, workspace.id, copy.locale),
    undo: undoOutcome(request),
    ...copy,
  };
}

export const action = (args: Route.ActionArgs) => importUploadedLinks(args);

/** Refusals shown on the page; the downloadable report has all that were listed (up to 1,000). */
const SHOWN = 100;

type Summary = Extract<Route.ComponentProps["actionData"], { ok: true }>["summary"];
type Rows = Extract<Route.ComponentProps["actionData"], { kind: "preview" }>["rows"];

const cell = "py-1 pe-3 align-top";
const headCell = "py-1 pe-3 font-semibold text-ink";

function Counts({ summary, preview, t }: { summary: Summary; preview: boolean; t: ImportWords }) {
  const { copy: COPY, count } = t;
  const words = preview ? COPY.previewCounts : COPY.importCounts;
  return (
    <p role="status" className="text-ink">
      {preview ? `${COPY.previewNothingYet} ` : null}
      <strong>{count(summary.imported)}</strong> {words.imported}, <strong>{count(summary.skipped)}</strong>{" "}
      {words.skipped}, <strong>{count(summary.refused)}</strong> {words.refused}.
    </p>
  );
}

/** A titled table that scrolls sideways on a phone (and is then reachable by keyboard). */
function ScrollingTable({
  id,
  title,
  headings,
  children,
}: {
  id: string;
  title: string;
  headings: readonly string[];
  children: ReactNode;
}) {
  return (
    <>
      <h3 id={id} className="font-semibold text-ink">
        {title}
      </h3>
      <section
        aria-labelledby={id}
        className="overflow-x-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls sideways; the keyboard must reach it
        tabIndex={0}
      >
        <table className="w-full text-start text-sm">
          <thead>
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col" className={headCell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </section>
    </>
  );
}

function FirstRows({ rows, t: { copy: COPY } }: { rows: Rows; t: ImportWords }) {
  return (
    <ScrollingTable
      id="first-rows"
      title={COPY.firstRowsTitle}
      headings={[
        COPY.lineHeading,
        COPY.numberHeading,
        COPY.messageHeading,
        COPY.aliasHeading,
        COPY.outcomeHeading,
      ]}
    >
      {rows.map((row) => (
        <tr key={row.line} className="border-t border-line">
          <td className={`${cell} font-mono text-ink`}>{row.line}</td>
          <td className={`${cell} whitespace-nowrap font-mono text-ink`}>{row.phone}</td>
          <td className={`${cell} max-w-[16rem] text-ink-muted [overflow-wrap:anywhere]`}>
            {row.message === null ? "—" : truncate(row.message)}
          </td>
          <td className={`${cell} text-ink [overflow-wrap:anywhere]`}>{row.alias ?? COPY.newCode}</td>
          <td className={`${cell} text-ink`}>{COPY.outcomes[row.outcome]}</td>
        </tr>
      ))}
    </ScrollingTable>
  );
}

function RefusedRows({ summary, t: { copy: COPY } }: { summary: Summary; t: ImportWords }) {
  const report = `line,error,message\r\n${summary.errors
    .map((e) => [String(e.line), e.error, csvField(e.message)].join(","))
    .join("\r\n")}\r\n`;
  return (
    <>
      <ScrollingTable
        id="refused-rows"
        title={COPY.refusedTitle}
        headings={[COPY.lineHeading, COPY.codeHeading]}
      >
        {summary.errors.slice(0, SHOWN).map((error) => (
          <tr key={`${error.line}-${error.error}`} className="border-t border-line">
            <td className={`${cell} font-mono text-ink`}>{error.line}</td>
            <td className={`${cell} text-ink-muted`}>{error.message}</td>
          </tr>
        ))}
      </ScrollingTable>
      {summary.refused > SHOWN ? <p className="text-sm text-ink-muted">{COPY.moreRefused}</p> : null}
      <p>
        <a
          className="font-semibold text-accent underline"
          download="chatlink-import-report.csv"
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(report)}`}
        >
          {COPY.reportLink}
        </a>
      </p>
    </>
  );
}

/** A long message is cut for the table; the import keeps it whole. */
function truncate(text: string): string {
  const points = Array.from(text);
  return points.length > 80 ? `${points.slice(0, 80).join("")}…` : text;
}

export default function ImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData;
  const uploadId = useUploadId();
  const { workspace } = loaderData;
  const { copy: COPY, locale, format } = usePageCopy(loaderData);
  const numbers = new Intl.NumberFormat(locale);
  const t: ImportWords = { copy: COPY, format, count: (value) => numbers.format(value) };
  const { tooBig, fits: fileFits } = useFileFits(IMPORT_UPLOAD_MAX_BYTES);
  const refusal = tooBig
    ? format(COPY.errors.tooBig, { maxMb: IMPORT_UPLOAD_MAX_BYTES / (1024 * 1024) })
    : result?.ok === false
      ? result.message
      : null;
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{COPY.title}</h1>
        <p className="mt-2 font-semibold text-ink-muted [overflow-wrap:anywhere]">
          {format(COPY.workspaceLine, { workspace })}
        </p>
      </div>

      {loaderData.undo !== null && result === undefined ? (
        <FormMessage tone={loaderData.undo === "gone" ? "error" : "success"}>
          {loaderData.undo === "gone"
            ? COPY.undoGone
            : format(COPY.undoDone, { links: loaderData.undo.deleted })}
        </FormMessage>
      ) : null}

      {result?.ok === true ? (
        <section
          aria-labelledby="report"
          className="flex flex-col gap-3 rounded-2xl border border-accent bg-page p-5"
        >
          <h2 id="report" className="text-lg font-bold text-ink">
            {result.kind === "preview" ? COPY.previewTitle : COPY.resultTitle}:{" "}
            <span className="[overflow-wrap:anywhere]">{result.fileName}</span>
          </h2>
          <Counts summary={result.summary} preview={result.kind === "preview"} t={t} />
          {result.kind === "preview" && result.rows.length > 0 ? (
            <FirstRows rows={result.rows} t={t} />
          ) : null}
          {result.summary.errors.length > 0 ? <RefusedRows summary={result.summary} t={t} /> : null}
          {result.kind === "preview" ? <p className="text-sm text-ink-muted">{COPY.previewNext}</p> : null}
        </section>
      ) : null}

      <SettingsSection id="import" title={COPY.importTitle} description={COPY.importDescription}>
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            if (!fileFits(event.currentTarget.elements.namedItem("file"))) event.preventDefault();
          }}
        >
          {refusal === null ? null : <FormMessage tone="error">{refusal}</FormMessage>}
          <input type="hidden" name="upload" value={uploadId} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="import-file" className="text-sm font-semibold text-ink">
              {COPY.fileLabel}
            </label>
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".csv,text/csv,text/plain"
              required
              onChange={(event) => fileFits(event.currentTarget)}
              className="block w-full min-w-0 text-sm text-ink file:me-3 file:rounded-lg file:border file:border-accent file:bg-card file:px-3 file:py-2 file:font-semibold file:text-accent"
            />
          </div>
          <TextField
            id="import-country"
            name="country"
            label={COPY.countryLabel}
            hint={COPY.countryHint}
            maxLength={2}
            autoComplete="off"
            dir="ltr"
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <SubmitButton label={COPY.submit} pendingLabel={COPY.pending} intent="import" />
            <SubmitButton
              label={COPY.preview}
              pendingLabel={COPY.previewPending}
              intent="preview"
              variant="secondary"
            />
          </div>
          <ImportProgressBar uploadId={uploadId} words={t} />
        </Form>
      </SettingsSection>

      <LinkImportsList imports={loaderData.imports} words={t} />

      <SettingsSection
        id="export"
        title={COPY.exportTitle}
        description={format(COPY.exportDescription, { workspace })}
      >
        <p className="[overflow-wrap:anywhere]">
          <a className="font-semibold text-accent underline" href={ACCOUNT_PATHS.exportLinks} download>
            {format(COPY.exportLink, { workspace })}
          </a>
        </p>
      </SettingsSection>
    </div>
  );
}
