import { Link } from "react-router";
import { WORKSPACE_ROLE_LABELS } from "#core/workspace-roles";
import { FORBIDDEN_COPY as COPY } from "../../content/forbidden";
import type { ForbiddenData } from "../../lib/workspaces/forbidden-data";
import { textLink } from "../generator/styles";
import { LINK_PATHS, MEMBERS_PATH } from "./link-paths";

/**
 * A page the member's role does not allow, inside the dashboard's layout: the role it
 * needs, the member's own, and who can change it (a 403 from the loader).
 */
export function ForbiddenNotice({ data }: { data: ForbiddenData }) {
  const needed = WORKSPACE_ROLE_LABELS[data.needed];
  const yours = WORKSPACE_ROLE_LABELS[data.yours];
  return (
    <div className="container-page flex max-w-3xl flex-col gap-4 py-10">
      <p className="text-sm font-semibold text-accent">{COPY.status}</p>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{COPY.heading}</h1>
      <p className="text-ink-muted [overflow-wrap:anywhere]">
        {COPY.body(needed, yours, data.workspace)}{" "}
        {data.needed === "owner"
          ? COPY.ownersOnly(data.helpers, data.workspace)
          : COPY.whoCanHelp(data.helpers, data.workspace)}
      </p>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={LINK_PATHS.list} className={textLink}>
          {COPY.backToLinks}
        </Link>
        <Link to={MEMBERS_PATH} className={textLink}>
          {COPY.members}
        </Link>
      </p>
    </div>
  );
}
