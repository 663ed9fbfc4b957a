import { isRouteErrorResponse, Link } from "react-router";
import { AgentForm } from "../components/agents/agent-form";
import { DashboardError } from "../components/dashboard/dashboard-error";
import { AGENTS_PATH } from "../components/dashboard/link-paths";
import { textLink } from "../components/generator/styles";
import { TextArrow } from "../components/ui/text-arrow";
import { AGENTS_COPY } from "../content/agents";
import { loadAgentForm, saveAgentForm } from "../lib/agents/agent-form.server";
import { accountPageHeaders, accountPageMeta } from "../lib/auth/account-page-meta";
import { usePageModule } from "../lib/i18n/use-page-module";
import type { Route } from "./+types/dashboard-agent-edit";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  accountPageMeta(
    matches,
    loaderData?.title ?? AGENTS_COPY.notFound,
    loaderData?.pageCopy.modules.AGENTS_COPY?.metaDescription ?? AGENTS_COPY.metaDescription,
  );

export const headers: Route.HeadersFunction = accountPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadAgentForm(args);

export const action = (args: Route.ActionArgs) => saveAgentForm(args);

export default function AgentEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const isNew = loaderData.id === null;
  const initial = actionData?.values ?? loaderData.agent;
  const COPY = usePageModule("AGENTS_COPY", AGENTS_COPY);
  return (
    <div className="container-page flex max-w-3xl flex-col gap-6 py-8 sm:py-10">
      <div>
        <Link to={AGENTS_PATH} className={`text-sm ${textLink}`}>
          <TextArrow to="back" /> {COPY.backToAgents}
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink [overflow-wrap:anywhere]">
          {loaderData.title}
        </h1>
      </div>
      <div className="rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-6">
        <AgentForm
          isNew={isNew}
          initial={initial}
          departments={loaderData.departments}
          errors={actionData?.errors}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const COPY = usePageModule("AGENTS_COPY", AGENTS_COPY);
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <div className="container-page flex max-w-3xl flex-col gap-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{COPY.notFound}</h1>
        <p className="text-ink-muted">{String(error.data)}</p>
        <Link to={AGENTS_PATH} className={textLink}>
          {COPY.backToAgents}
        </Link>
      </div>
    );
  return <DashboardError error={error} />;
}
