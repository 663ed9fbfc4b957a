import { Link } from "react-router";
import { TextArrow } from "../ui/text-arrow";
import { DASHBOARD_COPY } from "./dashboard-copy";
import { LINK_PATHS } from "./link-paths";

/** The list address for a page, keeping the search. */
export function listPath(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search !== "") params.set("q", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query === "" ? LINK_PATHS.list : `${LINK_PATHS.list}?${query}`;
}

const pageLink =
  "inline-flex min-h-10 items-center rounded-lg border border-line bg-card px-4 text-sm font-semibold text-ink hover:border-accent hover:text-accent";

/** Previous / next with "Page N of M"; shown only when there is more than one page. */
export function LinksPagination({
  search,
  page,
  pageCount,
}: {
  search: string;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={DASHBOARD_COPY.pagination} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={listPath(search, page - 1)} rel="prev" className={pageLink}>
          <TextArrow to="back" /> {DASHBOARD_COPY.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted" aria-current="page">
        {DASHBOARD_COPY.pageOf(page, pageCount)}
      </p>
      {page < pageCount ? (
        <Link to={listPath(search, page + 1)} rel="next" className={pageLink}>
          {DASHBOARD_COPY.next} <TextArrow to="forward" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
