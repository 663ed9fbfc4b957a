import { Link } from "react-router";
import { useFormat } from "../../lib/i18n/use-copy";
import { useDashboardCopy } from "../../lib/i18n/use-dashboard-copy";
import { TextArrow } from "../ui/text-arrow";
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
  const { links: copy } = useDashboardCopy();
  const format = useFormat();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={copy.pagination} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={listPath(search, page - 1)} rel="prev" className={pageLink}>
          <TextArrow to="back" /> {copy.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted" aria-current="page">
        {format(copy.pageOf, { page, count: pageCount })}
      </p>
      {page < pageCount ? (
        <Link to={listPath(search, page + 1)} rel="next" className={pageLink}>
          {copy.next} <TextArrow to="forward" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
