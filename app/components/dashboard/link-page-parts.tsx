import { isRouteErrorResponse, Link } from "react-router";
import { isForbiddenData } from "../../lib/workspaces/forbidden-data";
import { textLink } from "../generator/styles";
import { TextArrow } from "../ui/text-arrow";
import { DASHBOARD_COPY } from "./dashboard-copy";
import { ForbiddenNotice } from "./forbidden-notice";
import { LINK_PATHS } from "./link-paths";

/** The "← Back to your links" line above the heading of a page about one link. */
export function BackToLinks() {
  return (
    <Link to={LINK_PATHS.list} className={`text-sm ${textLink}`}>
      <TextArrow to="back" /> {DASHBOARD_COPY.backToLinks}
    </Link>
  );
}

/**
 * The error boundary of a page about one link: a 404 from the loader says the
 * link is not in this account, a 403 which role the page needs; anything else says the
 * page is unavailable.
 */
export function LinkPageError({
  error,
  unavailable,
  detail,
}: {
  error: unknown;
  /** The heading when the failure is not a 404, e.g. "Analytics are unavailable". */
  unavailable: string;
  /** The sentence under it. */
  detail: string;
}) {
  if (isRouteErrorResponse(error) && error.status === 403 && isForbiddenData(error.data))
    return <ForbiddenNotice data={error.data} />;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container-page flex max-w-3xl flex-col gap-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        {missing ? "Link not found" : unavailable}
      </h1>
      <p className="text-ink-muted">
        {missing ? "There is no link with this address in your account." : detail}
      </p>
      <p>
        <Link to={LINK_PATHS.list} className={textLink}>
          {DASHBOARD_COPY.backToLinks}
        </Link>
      </p>
    </div>
  );
}
