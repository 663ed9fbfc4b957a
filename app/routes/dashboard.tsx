import { data, Link, type ShouldRevalidateFunction } from "react-router";
import { requestLocale } from "#core/request-locale";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { roleAllows } from "#core/workspace-roles";
import { ClaimLinksBanner } from "../components/dashboard/claim-links-banner";
import { LinkCard } from "../components/dashboard/link-card";
import { LinkListHeader } from "../components/dashboard/link-list-header";
import { LINK_PATHS, MEMBERS_PATH } from "../components/dashboard/link-paths";
import { LinksEmptyState } from "../components/dashboard/links-empty-state";
import { LinksPagination } from "../components/dashboard/links-pagination";
import { LinksSearchForm } from "../components/dashboard/links-search-form";
import { MyInvitations } from "../components/dashboard/my-invitations";
import { textLink } from "../components/generator/styles";
import { buttonClasses } from "../components/ui/button-styles";
import { pageModulesFor } from "../lib/i18n/page-modules.server";
import { useFormat } from "../lib/i18n/use-copy";
import { dashboardCopyFrom, useDashboardCopy } from "../lib/i18n/use-dashboard-copy";
import { runDashboardAction } from "../lib/links/account-link-actions.server";
import { loadAccountLinksPage } from "../lib/links/account-links-page.server";
import { dashboardMeta } from "../lib/links/dashboard-meta";
import { readForm } from "../lib/read-form.server";
import { requireWorkspace } from "../lib/workspaces/current-workspace.server";
import { loadMyInvitations } from "../lib/workspaces/my-invitations.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(matches, dashboardCopyFrom(matches).links.listTitle);

/** The current workspace's links, newest first: `?q=` searches, `?page=` pages (20 a page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, workspace } = await requireWorkspace(request, context, "view");
  const [page, invitations] = await Promise.all([
    loadAccountLinksPage(context, workspace.id, new URL(request.url), requestLocale(request)),
    loadMyInvitations(context, session.account),
  ]);
  return {
    ...page,
    invitations,
    // Only with invitations waiting: their few words, in the page's language.
    ...(invitations.length > 0 ? { pageCopy: pageModulesFor(request, ["INVITATION_COPY"]) } : {}),
    workspace: {
      name: workspace.name,
      personal: workspace.personal,
      role: workspace.role,
    },
    canEdit: roleAllows(workspace.role, "edit_links"),
    canTransfer: roleAllows(workspace.role, "transfer_links"),
  };
}

/** Delete one of the workspace's links (after its confirm step), or claim this browser's anonymous links. */
export async function action({ request, context }: Route.ActionArgs) {
  const { actor, workspace } = await requireWorkspace(request, context, "view");
  const result = await runDashboardAction(context, { actor, role: workspace.role }, await readForm(request));
  if (result.intent === "forbidden") return data(result, { status: 403 });
  // A link that is not there (any more) is a 404, shown as a line above the list.
  if (result.intent === "delete" && result.deleted === null) return data(result, { status: 404 });
  if (result.intent === "fix-number" && result.outcome !== "fixed")
    return data(result, { status: result.outcome === "not_found" ? 404 : 409 });
  return result;
}

/**
 * React Router skips reloading the list after a 4xx action; after "already deleted"
 * (a 404) or "number changed meanwhile" (a 409) the list must reload, or it would
 * still show what is gone.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 404 || actionStatus === 409 || defaultShouldRevalidate;

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { links: copy } = useDashboardCopy();
  const format = useFormat();
  const { links, total, search, page, pageCount, workspace } = loaderData;
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink [overflow-wrap:anywhere]">
            {workspace.personal
              ? copy.listTitle
              : format(copy.sharedListTitle, { workspace: workspace.name })}
          </h1>
          {workspace.personal ? null : (
            <p className="mt-1 text-sm font-semibold text-ink-muted">
              {format(copy.roleLine, { role: workspace.role })} ·{" "}
              <Link to={MEMBERS_PATH} className={textLink}>
                {copy.members}
              </Link>
            </p>
          )}
          <p className="mt-1 text-ink-muted">
            {search === ""
              ? format(copy.linkCount, { count: total })
              : format(copy.matchCount, { count: total, search })}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {loaderData.canTransfer ? (
            <Link to={ACCOUNT_PATHS.importLinks} className={buttonClasses("secondary", "md")}>
              {copy.importExport}
            </Link>
          ) : null}
          {loaderData.canEdit ? (
            <Link to={LINK_PATHS.create} className={buttonClasses("primary", "md")}>
              <span aria-hidden="true">+</span> {copy.newLink}
            </Link>
          ) : null}
        </div>
      </div>
      <MyInvitations invitations={loaderData.invitations} />
      <ClaimLinksBanner />
      {actionData?.intent === "delete" ? (
        <p
          role="status"
          className="rounded-xl border border-line bg-page-tint px-4 py-3 text-sm font-semibold text-ink"
        >
          {actionData.deleted === null
            ? copy.alreadyGone
            : format(copy.deleted, { code: actionData.deleted })}
        </p>
      ) : null}
      {actionData?.intent === "forbidden" ? (
        <p
          role="alert"
          className="rounded-xl border border-line bg-page-tint px-4 py-3 text-sm font-semibold text-ink"
        >
          {copy.viewerOnly}
        </p>
      ) : null}
      {actionData?.intent === "fix-number" ? (
        <p
          role="status"
          className="rounded-xl border border-line bg-page-tint px-4 py-3 text-sm font-semibold text-ink"
        >
          {actionData.outcome === "fixed"
            ? format(copy.numberFixed, { code: actionData.code, phone: actionData.phone })
            : actionData.outcome === "changed"
              ? format(copy.numberChanged, { code: actionData.code })
              : copy.alreadyGone}
        </p>
      ) : null}
      {total > 0 || search !== "" ? <LinksSearchForm search={search} /> : null}
      {links.length === 0 ? (
        <LinksEmptyState searching={search !== ""} canEdit={loaderData.canEdit} />
      ) : (
        <div className="flex flex-col gap-3">
          <LinkListHeader />
          <ul className="flex flex-col gap-3">
            {links.map((link) => (
              <li key={link.id}>
                <LinkCard link={link} canEdit={loaderData.canEdit} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <LinksPagination search={search} page={page} pageCount={pageCount} />
    </div>
  );
}
