import { Link } from "react-router";
import { useDashboardCopy } from "../../lib/i18n/use-dashboard-copy";
import { buttonClasses } from "../ui/button-styles";
import { Icon } from "../ui/icon";
import { LINK_PATHS } from "./link-paths";

/** No links at all: a clear way to the first one. No match for a search: how to search better. */
export function LinksEmptyState({ searching, canEdit }: { searching: boolean; canEdit: boolean }) {
  const { links: copy } = useDashboardCopy();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line bg-page-soft px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-card text-accent shadow-sm">
        <Icon name="link" className="size-7" />
      </span>
      <h2 className="text-xl font-bold text-ink">{searching ? copy.noMatchHeading : copy.emptyHeading}</h2>
      <p className="max-w-md text-ink-muted">
        {searching ? copy.noMatchBody : canEdit ? copy.emptyBody : copy.viewerEmptyBody}
      </p>
      {searching || !canEdit ? null : (
        <Link to={LINK_PATHS.create} className={buttonClasses("primary", "lg")}>
          {copy.emptyAction}
        </Link>
      )}
    </div>
  );
}
