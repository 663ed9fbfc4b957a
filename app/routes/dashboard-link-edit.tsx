import { data, Form, isRouteErrorResponse, Link } from "react-router";
import { requestLocale } from "#core/request-locale";
import { ForbiddenNotice } from "../components/dashboard/forbidden-notice";
import { LinkDetailsFields } from "../components/dashboard/link-details-fields";
import { LinkFormSubmit } from "../components/dashboard/link-form-submit";
import { LINK_PATHS } from "../components/dashboard/link-paths";
import { teamChoiceOf } from "../components/dashboard/team-fields";
import { GeneratorError } from "../components/generator/generator-error";
import { textLink } from "../components/generator/styles";
import { TextArrow } from "../components/ui/text-arrow";
import { TEAM_LINK_COPY } from "../content/team-links";
import { pickableAgents } from "../lib/agents/pickable-agents.server";
import { useFormat, useUi } from "../lib/i18n/use-copy";
import { dashboardCopyFrom, useDashboardCopy } from "../lib/i18n/use-dashboard-copy";
import { usePageModule } from "../lib/i18n/use-page-module";
import { loadEditableLink } from "../lib/links/account-links-page.server";
import { dashboardMeta } from "../lib/links/dashboard-meta";
import { editAccountLink } from "../lib/links/edit-account-link.server";
import { statusForProblem } from "../lib/links/link-form.server";
import { linkFormCopy } from "../lib/links/link-form-copy.server";
import { linkNotFound, parseLinkId } from "../lib/links/link-id.server";
import { logRouteErrorInBrowser } from "../lib/log-route-error";
import { readForm } from "../lib/read-form.server";
import { pickableTemplates } from "../lib/templates/pickable-templates.server";
import { requireLinkWorkspace } from "../lib/workspaces/current-workspace.server";
import { isForbiddenData } from "../lib/workspaces/forbidden-data";
import type { Route } from "./+types/dashboard-link-edit";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  dashboardMeta(
    matches,
    loaderData
      ? `${dashboardCopyFrom(matches).links.editTitle} ${loaderData.code}`
      : dashboardCopyFrom(matches).links.notFoundHeading,
  );

/**
 * A link of one of the account's workspaces, for its editors and above; any other id
 * (another workspace's, unknown, malformed) is 404, a viewer gets 403.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseLinkId(params.id);
  if (id === null) linkNotFound();
  const { session, workspace, actor } = await requireLinkWorkspace(request, context, id, "edit_links");
  const [link, templates, agents] = await Promise.all([
    loadEditableLink(context, session.account, workspace.id, id, requestLocale(request)),
    pickableTemplates(context, workspace.id),
    pickableAgents(context, actor),
  ]);
  return { ...link, templates, agents, workspace: workspace.name, pageCopy: linkFormCopy(request) };
}

/** New number and message; the code stays, and every instance's redirect cache is told at once. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = parseLinkId(params.id);
  if (id === null) linkNotFound();
  const { actor } = await requireLinkWorkspace(request, context, id, "edit_links");
  const result = await editAccountLink(context, actor, id, await readForm(request), requestLocale(request));
  return result.ok ? result : data(result, { status: statusForProblem(result.problem) });
}

export default function EditLink({ loaderData: link, actionData }: Route.ComponentProps) {
  const { links: copy } = useDashboardCopy();
  const teamCopy = usePageModule("TEAM_LINK_COPY", TEAM_LINK_COPY);
  const format = useFormat();
  const failed = actionData?.ok === false ? actionData : null;
  // The link's country, as the new-link page's detection would give: "07911 123456" retyped reads as it did there.
  const initial = failed?.values ?? {
    phone: link.phone,
    message: link.message,
    alias: "",
    country: link.country ?? "",
  };
  return (
    <div className="container-page flex max-w-3xl flex-col gap-6 py-8 sm:py-10">
      <div>
        <Link to={LINK_PATHS.list} className={`text-sm ${textLink}`}>
          <TextArrow to="back" /> {copy.backToLinks}
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{copy.editTitle}</h1>
        <p className="mt-1 text-ink-muted">{link.team === null ? copy.editIntro : teamCopy.editIntro}</p>
      </div>
      <Form
        method="post"
        aria-label={copy.editTitle}
        noValidate
        className="flex min-w-0 flex-col gap-5 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-6"
      >
        <div>
          <p className="text-sm font-semibold text-ink">{copy.urlStays}</p>
          <p dir="ltr" className="mt-1.5 font-semibold text-accent [overflow-wrap:anywhere]">
            {link.shortUrl}
          </p>
          <p className="mt-1 text-sm text-ink-muted [overflow-wrap:anywhere]">{link.history}</p>
        </div>
        {link.numberProblem === null ? null : (
          <div className="rounded-lg border border-amber-700/50 bg-page-tint px-3 py-3 text-sm dark:border-amber-300/50">
            <p className="font-semibold text-ink [overflow-wrap:anywhere]">
              {link.numberProblem.suggestion
                ? format(copy.numberMarkSuggestion, { suggestion: link.numberProblem.suggestion.formatted })
                : copy.numberMark}
            </p>
            <p className="mt-1 text-ink-muted">{link.numberProblem.message}</p>
          </div>
        )}
        <LinkDetailsFields
          initial={initial}
          withAlias={false}
          detectCountry={false}
          templates={link.templates}
          qrRef={failed?.values.qrRef ?? link.qrRef}
          team={{
            agents: link.agents,
            kind: link.team === null ? "number" : "team",
            businessName: link.workspace,
            initial: teamChoiceOf(
              failed?.values ?? {
                agents: link.team?.agents ?? [],
                rotation: link.team?.rotation ?? "round_robin",
                fallbackAgent: link.team?.fallbackAgent ?? "",
              },
            ),
            allowSwitch: false,
            error: failed?.problem.field === "agents" ? failed.problem.message : null,
          }}
        />
        <GeneratorError message={failed?.problem.message ?? null} />
        {actionData?.ok === true ? (
          <p
            role="status"
            className="rounded-lg border border-line bg-page-tint px-4 py-3 text-sm font-semibold text-ink"
          >
            {copy.saved}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          <LinkFormSubmit label={copy.saveButton} busyLabel={copy.saving} />
          <Link to={LINK_PATHS.analytics(link.id)} className={`text-sm ${textLink}`}>
            {copy.analytics}
          </Link>
          <Link to={LINK_PATHS.qr(link.id)} className={`text-sm ${textLink}`}>
            {copy.qr}
          </Link>
          <Link to={LINK_PATHS.button(link.id)} className={`text-sm ${textLink}`}>
            {copy.chatButton}
          </Link>
        </div>
      </Form>
    </div>
  );
}

/** 404 inside the dashboard: the link does not exist or is not this account's (never says which). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { links: copy } = useDashboardCopy();
  const { errorScreen } = useUi();
  const format = useFormat();
  if (isRouteErrorResponse(error) && error.status === 403 && isForbiddenData(error.data))
    return <ForbiddenNotice data={error.data} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) logRouteErrorInBrowser(error);
  return (
    <div className="container-page flex max-w-3xl flex-col items-start gap-4 py-12">
      <p className="text-sm font-semibold text-accent">
        {format(copy.errorStatus, { status: isRouteErrorResponse(error) ? error.status : 500 })}
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        {notFound ? copy.notFoundHeading : errorScreen.heading}
      </h1>
      <p className="text-ink-muted">{notFound ? copy.notFoundBody : errorScreen.body}</p>
      <Link to={LINK_PATHS.list} className={textLink}>
        {copy.backToLinks}
      </Link>
    </div>
  );
}
