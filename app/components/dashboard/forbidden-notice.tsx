import { Link } from "react-router";
import type { ForbiddenData } from "../../lib/workspaces/forbidden-data";
import { textLink } from "../generator/styles";
import { LINK_PATHS, MEMBERS_PATH } from "./link-paths";

/**
 * A page the member's role does not allow, inside the dashboard's layout: the role it
 * needs, the member's own, and who can change it (a 403 from the loader, its words filled
 * by the server in the page's language).
 */
export function ForbiddenNotice({ data }: { data: ForbiddenData }) {
  const { text } = data;
  return (
    <div className="container-page flex max-w-3xl flex-col gap-4 py-10">
      <p className="text-sm font-semibold text-accent">{text.status}</p>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{text.heading}</h1>
      <p className="text-ink-muted [overflow-wrap:anywhere]">{text.body}</p>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={LINK_PATHS.list} className={textLink}>
          {text.backToLinks}
        </Link>
        <Link to={MEMBERS_PATH} className={textLink}>
          {text.members}
        </Link>
      </p>
    </div>
  );
}
