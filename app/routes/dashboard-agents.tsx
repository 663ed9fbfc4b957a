import { Link } from "react-router";
import { FormMessage } from "../components/account/form-message";
import { ConfirmDelete } from "../components/dashboard/confirm-delete";
import { agentPath, LINK_PATHS } from "../components/dashboard/link-paths";
import { RowAction, RowCard } from "../components/dashboard/row-action";
import { buttonClasses, OUTLINE_ACCENT_BUTTON } from "../components/ui/button-styles";
import { AGENTS_COPY } from "../content/agents";
import { type AgentListItem, loadAgentsPage, updateAgentsList } from "../lib/agents/agents-page.server";
import { accountPageHeaders, accountPageMeta } from "../lib/auth/account-page-meta";
import { useFormat } from "../lib/i18n/use-copy";
import { usePageModule } from "../lib/i18n/use-page-module";
import type { Route } from "./+types/dashboard-agents";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const copy = loaderData?.pageCopy.modules.AGENTS_COPY ?? AGENTS_COPY;
  return accountPageMeta(matches, copy.title, copy.metaDescription);
};

export const headers: Route.HeadersFunction = accountPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadAgentsPage(args);

export const action = (args: Route.ActionArgs) => updateAgentsList(args);

const TEAM_LINK_PATH = `${LINK_PATHS.create}?team=1`;

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold";

function Status({ agent }: { agent: AgentListItem }) {
  const COPY = usePageModule("AGENTS_COPY", AGENTS_COPY);
  const format = useFormat();
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1.5 text-sm">
      {agent.active ? null : (
        <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100`}>
          {COPY.paused}
        </span>
      )}
      {agent.openNow ? (
        <span className={`${badge} bg-page-tint text-accent`}>
          {agent.alwaysOpen ? COPY.alwaysOpen : COPY.openNow}
        </span>
      ) : (
        <span className={`${badge} border border-line text-ink-muted`}>
          {agent.opensNext === null
            ? COPY.closed
            : agent.opensNext.today
              ? format(COPY.opensToday, { time: agent.opensNext.when })
              : format(COPY.opensNext, { when: agent.opensNext.when })}
        </span>
      )}
    </p>
  );
}

export default function AgentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { agents, canEdit, saved } = loaderData;
  const COPY = usePageModule("AGENTS_COPY", AGENTS_COPY);
  const format = useFormat();
  return (
    <div className="container-page flex max-w-3xl flex-col gap-6 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-ink">{COPY.title}</h1>
          <p className="mt-2 text-ink-muted">{COPY.intro}</p>
          {canEdit ? null : <p className="mt-2 text-sm text-ink-muted">{COPY.viewerNote}</p>}
        </div>
        {canEdit && agents.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            <Link to={agentPath("new")} className={buttonClasses("primary", "md")}>
              {COPY.add}
            </Link>
            <Link
              to={TEAM_LINK_PATH}
              title={COPY.teamLinkCtaHint}
              className={buttonClasses("secondary", "md")}
            >
              {COPY.teamLinkCta}
            </Link>
          </div>
        ) : null}
      </div>

      {saved === null ? null : (
        <FormMessage tone="success">{format(COPY.saved, { name: saved })}</FormMessage>
      )}
      {actionData?.done ? <FormMessage tone="success">{actionData.done}</FormMessage> : null}
      {actionData?.error ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}

      <section aria-labelledby="agents-list" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="agents-list" className="text-xl font-bold text-ink">
            {COPY.listTitle}
          </h2>
          <p className="text-sm text-ink-muted">{format(COPY.count, { count: agents.length })}</p>
        </div>
        {agents.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-line bg-card p-6">
            <p className="font-semibold text-ink">{COPY.emptyHeading}</p>
            <p className="text-ink-muted">{canEdit ? COPY.emptyBody : COPY.viewerEmpty}</p>
            {canEdit ? (
              <Link to={agentPath("new")} className={buttonClasses("primary", "md")}>
                {COPY.add}
              </Link>
            ) : null}
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {agents.map((agent) => (
              <li key={agent.id}>
                <RowCard
                  label={agent.name}
                  title={agent.name}
                  details={
                    <>
                      <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
                        {agent.department ?? COPY.noDepartment} · <span dir="ltr">{agent.phone}</span>
                        {agent.weight === 1 ? null : ` · ${format(COPY.weight, { weight: agent.weight })}`}
                      </p>
                      <Status agent={agent} />
                    </>
                  }
                >
                  {canEdit ? (
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={agentPath(agent.id)}
                        aria-label={format(COPY.editName, { name: agent.name })}
                        className={OUTLINE_ACCENT_BUTTON}
                      >
                        {COPY.edit}
                      </Link>
                      <RowAction
                        field={{ name: "id", value: agent.id }}
                        intent={agent.active ? "pause" : "resume"}
                        label={agent.active ? COPY.pause : COPY.resume}
                        pendingLabel={COPY.pausing}
                        accessibleName={format(agent.active ? COPY.pauseName : COPY.resumeName, {
                          name: agent.name,
                        })}
                        tone="accent"
                      />
                      <ConfirmDelete
                        fields={{ id: agent.id, name: agent.name }}
                        label={COPY.delete}
                        nameSuffix={` ${agent.name}`}
                        question={COPY.deleteQuestion}
                        confirmLabel={COPY.deleteConfirm}
                        confirmName={format(COPY.deleteConfirmName, { name: agent.name })}
                        pendingLabel={COPY.deleting}
                        keepLabel={COPY.keep}
                      />
                    </div>
                  ) : null}
                </RowCard>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
