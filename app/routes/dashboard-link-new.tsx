import { useState } from "react";
import { data, Form, Link } from "react-router";
import { requestLocale } from "#core/request-locale";
import { LinkDetailsFields, type LinkKind, NO_TEAM } from "../components/dashboard/link-details-fields";
import { LinkFormSubmit } from "../components/dashboard/link-form-submit";
import { LINK_PATHS } from "../components/dashboard/link-paths";
import { teamChoiceOf } from "../components/dashboard/team-fields";
import { GeneratorError } from "../components/generator/generator-error";
import { ResultPanel } from "../components/generator/result-panel";
import { textLink } from "../components/generator/styles";
import { TextArrow } from "../components/ui/text-arrow";
import { pickableAgents } from "../lib/agents/pickable-agents.server";
import { domainChoiceCopy } from "../lib/domains/domains-copy.server";
import { verifiedDomainNames } from "../lib/domains/verified-domain-names.server";
import { dashboardCopyFrom, useDashboardCopy } from "../lib/i18n/use-dashboard-copy";
import { createAccountLink } from "../lib/links/create-account-link.server";
import { dashboardMeta } from "../lib/links/dashboard-meta";
import { statusForProblem } from "../lib/links/link-form.server";
import { linkFormCopy } from "../lib/links/link-form-copy.server";
import { readForm } from "../lib/read-form.server";
import { pickableTemplates } from "../lib/templates/pickable-templates.server";
import { requireWorkspace } from "../lib/workspaces/current-workspace.server";
import type { Route } from "./+types/dashboard-link-new";

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(matches, dashboardCopyFrom(matches).links.createTitle);

/** Editors and above make links; a viewer gets a 403. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { workspace, actor } = await requireWorkspace(request, context, "edit_links");
  const [templates, agents, domains] = await Promise.all([
    pickableTemplates(context, workspace.id),
    pickableAgents(context, actor),
    verifiedDomainNames(context, actor),
  ]);
  // `?team=1` (the Agents page's way in) opens the form on a team link.
  const kind: LinkKind = new URL(request.url).searchParams.get("team") === "1" ? "team" : "number";
  const mainHost = new URL(context.env.publicUrl).host;
  return {
    workspace: workspace.name,
    templates,
    agents,
    kind,
    domains,
    mainHost,
    domainChoice: domainChoiceCopy(request, mainHost),
    pageCopy: linkFormCopy(request),
  };
}

/** Creates a link of the current workspace: the API's checks, a per-account limit, no per-address limit. */
export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireWorkspace(request, context, "edit_links");
  const result = await createAccountLink(context, actor, await readForm(request), requestLocale(request));
  if (result.ok) return data(result, { status: 201 });
  return data(result, { status: statusForProblem(result.problem) });
}

const EMPTY = { phone: "", message: "", alias: "" };

export default function NewLink({ loaderData, actionData }: Route.ComponentProps) {
  const { links: copy } = useDashboardCopy();
  const created = actionData?.ok === true ? actionData.link : null;
  const failed = actionData?.ok === false ? actionData : null;
  // The chosen domain decides the alias's lengths ("": the main host); kept across a new link.
  const [domain, setDomain] = useState(failed?.domain ?? loaderData.domains.preset);
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <div>
        <Link to={LINK_PATHS.list} className={`text-sm ${textLink}`}>
          <TextArrow to="back" /> {copy.backToLinks}
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{copy.createTitle}</h1>
        <p className="mt-1 text-ink-muted">{copy.createIntro}</p>
      </div>
      <div className="grid gap-6 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:gap-8">
        {/* A new key after each success starts the next link from empty fields. */}
        <Form
          method="post"
          key={created?.code ?? "new"}
          aria-label={copy.createTitle}
          noValidate
          className="flex min-w-0 flex-col gap-5"
        >
          <LinkDetailsFields
            initial={failed?.values ?? EMPTY}
            withAlias
            detectCountry
            templates={loaderData.templates}
            qrRef={failed?.values.qrRef ?? true}
            onOwnDomain={domain !== ""}
            team={{
              agents: loaderData.agents,
              kind: failed?.values.kind ?? loaderData.kind,
              initial: failed ? teamChoiceOf(failed.values) : NO_TEAM,
              allowSwitch: true,
              businessName: loaderData.workspace,
              error: failed?.problem.field === "agents" ? failed.problem.message : null,
            }}
          />
          {loaderData.domains.names.length > 0 ? (
            <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink">
              {loaderData.domainChoice.label}
              <select
                name="domain"
                value={domain}
                onChange={(event) => setDomain(event.target.value)}
                dir="ltr"
                className="min-h-11 rounded-xl border border-line bg-page px-3 text-base font-normal text-ink"
              >
                <option value="">{loaderData.domainChoice.main}</option>
                {loaderData.domains.names.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <GeneratorError message={failed?.problem.message ?? null} />
          <LinkFormSubmit label={copy.createButton} busyLabel={copy.creating} />
        </Form>
        <ResultPanel
          link={created}
          busy={false}
          headingLevel={2}
          compact={false}
          countScans={created?.qrRef ?? true}
        />
      </div>
    </div>
  );
}
