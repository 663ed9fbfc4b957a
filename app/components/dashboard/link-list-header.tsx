import { useDashboardCopy } from "../../lib/i18n/use-dashboard-copy";
import { LINK_GRID } from "./link-grid";

/** Column names above the rows on wide screens (cards on phones label each value instead). */
export function LinkListHeader() {
  const { links: copy } = useDashboardCopy();
  const cell = "text-xs font-semibold tracking-wide text-ink-muted uppercase";
  return (
    <div aria-hidden="true" className={`hidden gap-4 border border-transparent px-4 md:grid ${LINK_GRID}`}>
      <span className={cell}>{copy.shortUrl}</span>
      <span className={cell}>{copy.destination}</span>
      <span className={cell}>{copy.created}</span>
      <span className={cell}>{copy.clicks}</span>
    </div>
  );
}
