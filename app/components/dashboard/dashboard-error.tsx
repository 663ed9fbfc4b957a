import { isRouteErrorResponse, Link } from "react-router";
import { useFormat, useUi } from "../../lib/i18n/use-copy";
import { useDashboardCopy } from "../../lib/i18n/use-dashboard-copy";
import { isForbiddenData } from "../../lib/workspaces/forbidden-data";
import { textLink } from "../generator/styles";
import { ForbiddenNotice } from "./forbidden-notice";
import { LINK_PATHS } from "./link-paths";

/** A failed dashboard page, inside the dashboard's layout: a 403 says which role it needs. */
export function DashboardError({ error }: { error: unknown }) {
  const { links: copy } = useDashboardCopy();
  const format = useFormat();
  const { errorScreen } = useUi();
  if (isRouteErrorResponse(error) && error.status === 403 && isForbiddenData(error.data))
    return <ForbiddenNotice data={error.data} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="container-page flex max-w-3xl flex-col gap-4 py-10">
      <p className="text-sm font-semibold text-accent">{format(copy.errorStatus, { status })}</p>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{errorScreen.heading}</h1>
      <p className="text-ink-muted">{errorScreen.body}</p>
      <p>
        <Link to={LINK_PATHS.list} className={textLink}>
          {copy.backToLinks}
        </Link>
      </p>
    </div>
  );
}
