import { Form } from "react-router";
import { csvField } from "#core/csv-cell";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { FormMessage } from "../components/account/form-message";
import { SettingsSection } from "../components/account/settings-section";
import { SubmitButton } from "../components/account/submit-button";
import { TextField } from "../components/account/text-field";
import { IMPORT_COPY as COPY } from "../content/import-links";
import { accountPageHeaders, accountPageMeta } from "../lib/auth/account-page-meta";
import { requireAccount } from "../lib/auth/session.server";
import { importUploadedLinks } from "../lib/links/import-page.server";
import type { Route } from "./+types/dashboard-import";

export const meta: Route.MetaFunction = ({ matches }) =>
  accountPageMeta(matches, COPY.title, COPY.metaDescription);

export const headers: Route.HeadersFunction = accountPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccount(request, context);
  return null;
}

export const action = (args: Route.ActionArgs) => importUploadedLinks(args);

/** Refusals shown on the page; the downloadable report has all that were listed (up to 1,000). */
const SHOWN = 100;

export default function ImportPage({ actionData }: Route.ComponentProps) {
  const result = actionData;
  const report =
    result?.ok === true
      ? `line,error,message\r\n${result.summary.errors
          .map((e) => [String(e.line), e.error, csvField(e.message)].join(","))
          .join("\r\n")}\r\n`
      : "";
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{COPY.title}</h1>

      {result?.ok === true ? (
        <section
          aria-labelledby="report"
          className="flex flex-col gap-3 rounded-2xl border border-accent bg-page p-5"
        >
          <h2 id="report" className="text-lg font-bold text-ink">
            {COPY.resultTitle}: <span className="[overflow-wrap:anywhere]">{result.fileName}</span>
          </h2>
          <p role="status" className="text-ink">
            <strong>{result.summary.imported.toLocaleString("en")}</strong> {COPY.imported},{" "}
            <strong>{result.summary.skipped.toLocaleString("en")}</strong> {COPY.skipped},{" "}
            <strong>{result.summary.refused.toLocaleString("en")}</strong> {COPY.refused}.
          </p>
          {result.summary.errors.length > 0 ? (
            <>
              <h3 className="font-semibold text-ink">{COPY.refusedTitle}</h3>
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr>
                      <th scope="col" className="py-1 pr-3 font-semibold text-ink">
                        {COPY.lineHeading}
                      </th>
                      <th scope="col" className="py-1 font-semibold text-ink">
                        {COPY.codeHeading}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.summary.errors.slice(0, SHOWN).map((error) => (
                      <tr key={`${error.line}-${error.error}`} className="border-t border-line align-top">
                        <td className="py-1 pr-3 font-mono text-ink">{error.line}</td>
                        <td className="py-1 text-ink-muted">{error.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {result.summary.refused > SHOWN ? (
                <p className="text-sm text-ink-muted">{COPY.moreRefused}</p>
              ) : null}
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
          ) : null}
        </section>
      ) : null}

      <SettingsSection id="import" title={COPY.importTitle} description={COPY.importDescription}>
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" noValidate>
          {result?.ok === false ? <FormMessage tone="error">{result.message}</FormMessage> : null}
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
              className="block w-full min-w-0 text-sm text-ink file:mr-3 file:rounded-lg file:border file:border-accent file:bg-card file:px-3 file:py-2 file:font-semibold file:text-accent"
            />
          </div>
          <TextField
            id="import-country"
            name="country"
            label={COPY.countryLabel}
            hint={COPY.countryHint}
            maxLength={2}
            autoComplete="off"
          />
          <div>
            <SubmitButton label={COPY.submit} pendingLabel={COPY.pending} />
          </div>
        </Form>
      </SettingsSection>

      <SettingsSection id="export" title={COPY.exportTitle} description={COPY.exportDescription}>
        <p>
          <a className="font-semibold text-accent underline" href={ACCOUNT_PATHS.exportLinks} download>
            {COPY.exportLink}
          </a>
        </p>
      </SettingsSection>
    </div>
  );
}
