import { SITE_PAGES } from "#core/site-pages";
import { CopyableCode } from "../components/ui/copyable-code";
import { PageIntro } from "../components/ui/page-intro";
import { API_DOCS } from "../content/api-docs";
import { metaFromLoader } from "../lib/page-meta-from-loader";
import { useSiteConfig } from "../lib/site-config";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/api-docs";

/** Sent as HTML with a small script, without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

/** The copy travels as loader data (in the page's HTML), not in its JavaScript. */
export function loader() {
  return API_DOCS;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  metaFromLoader(loaderData, SITE_PAGES["api-docs"], matches);

/** `/links/{id}` → `links-id`: a fragment for each endpoint's heading. */
function anchorOf(method: string, path: string): string {
  return `${method}${path}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

export default function ApiDocs({ loaderData: content }: Route.ComponentProps) {
  const { publicUrl } = useSiteConfig();
  const withOrigin = (text: string) => text.replaceAll("{origin}", publicUrl);
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
          <nav aria-label="Endpoints" className="mt-4">
            <ul className="grid gap-1 sm:grid-cols-2">
              {content.endpoints.map((endpoint) => (
                <li key={anchorOf(endpoint.method, endpoint.path)}>
                  <a
                    className="inline-block py-1 text-accent underline"
                    href={`#${anchorOf(endpoint.method, endpoint.path)}`}
                  >
                    <span className="font-mono text-sm">
                      {endpoint.method} /api/v1{endpoint.path}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-8 flex flex-col gap-10">
            {content.endpoints.map((endpoint) => {
              const id = anchorOf(endpoint.method, endpoint.path);
              return (
                <article key={id} aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
                  <h3 id={id} className="text-xl font-bold text-ink">
                    {endpoint.summary}
                  </h3>
                  <p className="break-words font-mono text-sm text-ink">
                    {endpoint.method} /api/v1{endpoint.path}
                  </p>
                  <p className="text-ink-muted">{endpoint.details}</p>
                  <CopyableCode
                    caption="curl"
                    copyTarget={`curl example: ${endpoint.summary}`}
                    regionLabel={`curl: ${endpoint.summary}`}
                    code={withOrigin(endpoint.curl)}
                    wrap
                  />
                  <CopyableCode
                    caption="JavaScript"
                    copyTarget={`JavaScript example: ${endpoint.summary}`}
                    regionLabel={`JavaScript: ${endpoint.summary}`}
                    code={withOrigin(endpoint.javascript)}
                  />
                  {endpoint.response ? (
                    <CopyableCode
                      caption="Answer"
                      copyTarget={`example answer: ${endpoint.summary}`}
                      regionLabel={`Answer: ${endpoint.summary}`}
                      code={withOrigin(endpoint.response)}
                    />
                  ) : null}
                </article>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="errors">
          <h2 id="errors" className="text-2xl font-bold text-ink">
            {content.errorsTitle}
          </h2>
          <p className="mt-2 text-ink-muted">
            Every error is JSON:{" "}
            <code className="font-mono text-sm">{'{"error": "code", "message": "…"}'}</code>
          </p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            {content.errors.map((error) => (
              <div key={error.status} className="contents">
                <dt className="font-mono text-sm font-semibold text-ink">{error.status}</dt>
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
            href={`${publicUrl}/api/v1/openapi.json`}
          >
            {publicUrl}/api/v1/openapi.json
          </a>
          .
        </p>
      </div>
    </>
  );
}
