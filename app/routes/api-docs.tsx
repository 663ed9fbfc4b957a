import { LOCALE_INFO } from "#core/locales";
import { requestLocale } from "#core/request-locale";
import { SITE_PAGES } from "#core/site-pages";
import { CopyableCode } from "../components/ui/copyable-code";
import { PageIntro } from "../components/ui/page-intro";
import { API_DOCS_VALUES, API_ENDPOINTS, API_ERROR_SHAPE, API_ERRORS } from "../content/api-docs-examples";
import { catalogue } from "../content/catalogues.server";
import { formatMessage } from "../lib/i18n/format-message";
import { metaFromLoader } from "../lib/page-meta-from-loader";
import { useSiteConfig } from "../lib/site-config";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/api-docs";

/** Sent as HTML with a small script, without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

/**
 * The page's language's words, filled, with the examples every language shares, as loader data
 * (in the page's HTML), not in its JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { API_DOCS: copy } = catalogue(locale);
  const rtl = LOCALE_INFO[locale].dir === "rtl";
  // Code named in right-to-left prose keeps its own order (`Authorization: Bearer <key>`).
  const codeValues = rtl
    ? Object.fromEntries(Object.entries(API_DOCS_VALUES).map(([name, code]) => [name, isolated(code)]))
    : API_DOCS_VALUES;
  const fill = (message: string, values: Record<string, string> = codeValues) =>
    rtl ? isolateQuoted(formatMessage(locale, message, values)) : formatMessage(locale, message, values);
  return {
    meta: { ...copy.meta, keywords: [...copy.meta.keywords] },
    intro: copy.intro,
    keysTitle: copy.keysTitle,
    keys: copy.keys.map((line) => fill(line)),
    endpointsTitle: copy.endpointsTitle,
    endpointsNavLabel: copy.endpointsNavLabel,
    answerCaption: copy.examples.answerCaption,
    endpoints: API_ENDPOINTS.map((endpoint) => {
      const { summary, details } = copy.endpoints[endpoint.id];
      return {
        ...endpoint,
        summary,
        details: fill(details),
        curlCopyTarget: fill(copy.examples.curlCopyTarget, { summary }),
        javascriptCopyTarget: fill(copy.examples.javascriptCopyTarget, { summary }),
        answerCopyTarget: fill(copy.examples.answerCopyTarget, { summary }),
        answerRegion: fill(copy.examples.answerRegion, { summary }),
      };
    }),
    errorsTitle: copy.errorsTitle,
    errorsIntro: copy.errorsIntro,
    errorShape: API_ERROR_SHAPE,
    errors: API_ERRORS.map(({ key, status }) => ({ status, meaning: fill(copy.errors[key]) })),
    openApiNote: copy.openApiNote,
  };
}

/**
 * In right-to-left prose a quoted field name (`"phone"`) at a line's edge loses its quotes to the
 * Arabic around it; each is isolated left to right (U+2066 … U+2069), as a <code> would be.
 */
function isolateQuoted(text: string): string {
  return text.replaceAll(/"[^"]*"/g, isolated);
}

function isolated(code: string): string {
  return `\u2066${code}\u2069`;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  metaFromLoader(loaderData, SITE_PAGES["api-docs"], matches);

/** Every route lives under this prefix; code, so it reads left to right in every language. */
const API_PREFIX = "/api/v1";

export default function ApiDocs({ loaderData: content }: Route.ComponentProps) {
  const { publicUrl } = useSiteConfig();
  const withOrigin = (text: string) => text.replaceAll("{origin}", publicUrl);
  const openApiUrl = `${publicUrl}${API_PREFIX}/openapi.json`;
  return (
    <>
      <PageIntro heading={content.intro.heading} body={content.intro.body} />
      <div className="container-page flex max-w-4xl flex-col gap-12 pt-12 pb-16">
        <section aria-labelledby="keys">
          <h2 id="keys" className="text-2xl font-bold text-ink">
            {content.keysTitle}
          </h2>
          <ul className="mt-4 list-disc space-y-2 ps-6 text-ink-muted">
            {content.keys.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="endpoints">
          <h2 id="endpoints" className="text-2xl font-bold text-ink">
            {content.endpointsTitle}
          </h2>
          <nav aria-label={content.endpointsNavLabel} className="mt-4">
            <ul className="grid gap-1 sm:grid-cols-2">
              {content.endpoints.map((endpoint) => (
                <li key={endpoint.id}>
                  <a className="inline-block py-1 text-accent underline" href={`#${endpoint.id}`}>
                    <code dir="ltr" className="font-mono text-sm">
                      {endpoint.method} {API_PREFIX}
                      {endpoint.path}
                    </code>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-8 flex flex-col gap-10">
            {content.endpoints.map((endpoint) => (
              <article
                key={endpoint.id}
                aria-labelledby={endpoint.id}
                className="flex min-w-0 flex-col gap-3"
              >
                <h3 id={endpoint.id} className="text-xl font-bold text-ink">
                  {endpoint.summary}
                </h3>
                <p className="break-words">
                  <code dir="ltr" className="font-mono text-sm text-ink">
                    {endpoint.method} {API_PREFIX}
                    {endpoint.path}
                  </code>
                </p>
                <p className="text-ink-muted">{endpoint.details}</p>
                <CopyableCode
                  caption="curl"
                  copyTarget={endpoint.curlCopyTarget}
                  regionLabel={`curl: ${endpoint.summary}`}
                  code={withOrigin(endpoint.curl)}
                  wrap
                />
                <CopyableCode
                  caption="JavaScript"
                  copyTarget={endpoint.javascriptCopyTarget}
                  regionLabel={`JavaScript: ${endpoint.summary}`}
                  code={withOrigin(endpoint.javascript)}
                />
                {endpoint.response ? (
                  <CopyableCode
                    caption={content.answerCaption}
                    copyTarget={endpoint.answerCopyTarget}
                    regionLabel={endpoint.answerRegion}
                    code={withOrigin(endpoint.response)}
                  />
                ) : null}
              </article>
            ))}
          </div>
        </section>

        <section aria-labelledby="errors">
          <h2 id="errors" className="text-2xl font-bold text-ink">
            {content.errorsTitle}
          </h2>
          <p className="mt-2 text-ink-muted">
            {content.errorsIntro}{" "}
            <code dir="ltr" className="inline-block font-mono text-sm">
              {content.errorShape}
            </code>
          </p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            {content.errors.map((error) => (
              <div key={error.status} className="contents">
                <dt>
                  <code dir="ltr" className="font-mono text-sm font-semibold text-ink">
                    {error.status}
                  </code>
                </dt>
                <dd className="text-ink-muted">{error.meaning}</dd>
              </div>
            ))}
          </dl>
        </section>

        <p className="text-ink-muted">
          {content.openApiNote}{" "}
          <a
            className="font-semibold text-accent underline [overflow-wrap:anywhere]"
            dir="ltr"
            href={openApiUrl}
          >
            {openApiUrl}
          </a>
          .
        </p>
      </div>
    </>
  );
}
