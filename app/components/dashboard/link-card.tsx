import { Link } from "react-router";
import { CopyShortUrlButton } from "./copy-short-url-button";
import { DASHBOARD_COPY } from "./dashboard-copy";
import type { DashboardLink } from "./dashboard-link";
import { DeleteLinkControl } from "./delete-link-control";
import { LINK_GRID } from "./link-grid";
import { LINK_PATHS } from "./link-paths";
import { NumberProblemNotice } from "./number-problem-notice";

/** "chat.example/" of "https://chat.example/abc1234", shown before the code. */
function shortUrlHost(shortUrl: string, code: string): string {
  return shortUrl.replace(/^https?:\/\//, "").slice(0, -code.length);
}

const actionLink =
  "flex min-h-9 items-center justify-center rounded-md border border-line px-2.5 text-sm font-semibold text-ink hover:border-accent hover:text-accent";

/** One link: a card on phones, a row of columns from the md breakpoint. */
/** `canEdit`: the member's role changes links (a viewer sees no Edit, Delete or number fix). */
export function LinkCard({ link, canEdit }: { link: DashboardLink; canEdit: boolean }) {
  const headingId = `link-${link.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`grid min-w-0 gap-3 rounded-xl border border-line bg-card p-4 md:items-start md:gap-4 ${LINK_GRID}`}
    >
      <div className="min-w-0">
        <h2 id={headingId} className="sr-only">
          {link.code}
        </h2>
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase md:sr-only">
          {DASHBOARD_COPY.shortUrl}
        </p>
        <div className="mt-0.5 flex min-w-0 items-center gap-2 md:mt-0">
          <a
            href={link.shortUrl}
            dir="ltr"
            target="_blank"
            rel="noopener"
            className="min-w-0 font-semibold text-accent underline underline-offset-2 [overflow-wrap:anywhere] hover:no-underline"
          >
            {/* Breaks after the host rather than inside the code when the column is narrow. */}
            {shortUrlHost(link.shortUrl, link.code)}
            <wbr />
            {link.code}
          </a>
          <CopyShortUrlButton shortUrl={link.shortUrl} />
        </div>
        {link.removed ? (
          <p className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
            {DASHBOARD_COPY.removed}
            <span className="sr-only">: {DASHBOARD_COPY.removedHint}</span>
          </p>
        ) : null}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase md:sr-only">
          {DASHBOARD_COPY.destination}
        </p>
        <p className="font-medium text-ink tabular-nums">
          <bdi dir="ltr">{link.phone}</bdi>
        </p>
        <p className="mt-0.5 text-sm text-ink-muted [overflow-wrap:anywhere]">
          {link.messageExcerpt ?? <span className="italic">{DASHBOARD_COPY.noMessage}</span>}
        </p>
      </div>
      <dl className="flex flex-wrap gap-x-8 gap-y-2 md:contents">
        <div className="flex items-baseline gap-2 md:block md:pt-0.5">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase md:sr-only">
            {DASHBOARD_COPY.created}
          </dt>
          <dd className="text-sm text-ink">
            <time dateTime={link.createdAt}>{link.createdLabel}</time>
          </dd>
        </div>
        <div className="flex items-baseline gap-2 md:block md:pt-0.5">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase md:sr-only">
            {DASHBOARD_COPY.clicks}
          </dt>
          <dd className="text-sm font-semibold text-ink tabular-nums">{link.clicks.toLocaleString("en")}</dd>
        </div>
      </dl>
      <ul
        aria-label={DASHBOARD_COPY.actionsName(link.code)}
        className="grid grid-cols-2 gap-2 min-[400px]:flex min-[400px]:flex-wrap min-[400px]:items-start md:col-span-4 lg:col-span-1 lg:justify-end"
      >
        {canEdit ? (
          <li>
            <Link to={LINK_PATHS.edit(link.id)} className={actionLink}>
              {DASHBOARD_COPY.edit}
              <span className="sr-only">{DASHBOARD_COPY.forLink(link.code)}</span>
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={LINK_PATHS.analytics(link.id)} className={actionLink}>
            {DASHBOARD_COPY.analytics}
            <span className="sr-only">{DASHBOARD_COPY.forLink(link.code)}</span>
          </Link>
        </li>
        <li>
          <Link to={LINK_PATHS.qr(link.id)} className={actionLink}>
            {DASHBOARD_COPY.qr}
            <span className="sr-only">{DASHBOARD_COPY.forLink(link.code)}</span>
          </Link>
        </li>
        {canEdit ? (
          <li>
            <DeleteLinkControl id={link.id} code={link.code} />
          </li>
        ) : null}
      </ul>
      {link.numberProblem === null || !canEdit ? null : (
        <NumberProblemNotice
          id={link.id}
          code={link.code}
          problem={link.numberProblem}
          className="md:col-span-4 lg:col-span-5"
        />
      )}
    </article>
  );
}
