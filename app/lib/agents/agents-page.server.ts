import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import type { Locale } from "#core/locales";
import { nextOpening } from "#core/opening-hours";
import { requestLocale } from "#core/request-locale";
import { roleAllows } from "#core/workspace-roles";
import type { AgentView } from "#domain/agents/agent-view.server";
import { deleteAgent } from "#domain/agents/delete-agent.server";
import { listAgents } from "#domain/agents/list-agents.server";
import { updateAgent } from "#domain/agents/update-agent.server";
import { NO_STORE } from "../auth/account-page-meta";
import { formText } from "../auth/form-text";
import { operationErrorText } from "../i18n/operation-error.server";
import { copyFor, formatFor, pageModulesFor } from "../i18n/page-modules.server";
import { formatPhone } from "../links/format-phone.server";
import { readForm } from "../read-form.server";
import { requireWorkspace } from "../workspaces/current-workspace.server";

export interface AgentListItem {
  id: string;
  name: string;
  phone: string;
  department: string | null;
  weight: number;
  active: boolean;
  alwaysOpen: boolean;
  openNow: boolean;
  /** "Mon 09:00" (or, today, "09:00") in the agent's zone and the page's language, when closed and opening within two weeks. */
  opensNext: { today: boolean; when: string } | null;
}

/** "Mon 09:00" (or "09:00" today) in the agent's own time zone, as `locale` writes it (English as in Britain). */
function whenLabel(instant: number, timeZone: string, now: number, locale: Locale) {
  const tag = locale === "en" ? "en-GB" : locale;
  const day = (t: number) =>
    new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "numeric", day: "numeric" }).format(
      t,
    );
  const time = new Intl.DateTimeFormat(tag, { timeZone, hour: "2-digit", minute: "2-digit" }).format(instant);
  if (day(instant) === day(now)) return { today: true, when: time };
  const weekday = new Intl.DateTimeFormat(tag, { timeZone, weekday: "short" }).format(instant);
  return { today: false, when: `${weekday} ${time}` };
}

export function agentListItem(agent: AgentView, locale: Locale, now = Date.now()): AgentListItem {
  const next = agent.openNow || agent.hours === null ? null : nextOpening(agent.hours, now);
  return {
    id: agent.id,
    name: agent.name,
    phone: formatPhone(agent.phone.replace(/^\+/, "")),
    department: agent.department,
    weight: agent.weight,
    active: agent.active,
    alwaysOpen: agent.hours === null,
    openNow: agent.openNow,
    opensNext:
      next === null || agent.hours === null ? null : whenLabel(next, agent.hours.timeZone, now, locale),
  };
}

/** Every member reads the workspace's agents; editors and above get the controls. */
export async function loadAgentsPage({ request, context }: LoaderFunctionArgs) {
  const { workspace, actor } = await requireWorkspace(request, context, "view");
  const { agents } = await listAgents({ db: context.db }, actor);
  const url = new URL(request.url);
  const savedId = url.searchParams.get("saved");
  const saved = savedId === null ? null : (agents.find((a) => a.id === savedId)?.name ?? null);
  return data(
    {
      workspace: workspace.name,
      canEdit: roleAllows(workspace.role, "edit_links"),
      agents: agents.map((agent) => agentListItem(agent, requestLocale(request))),
      saved,
      pageCopy: pageModulesFor(request, ["AGENTS_COPY"]),
    },
    { headers: NO_STORE },
  );
}

export interface AgentsListAnswer {
  intent: "pause" | "resume" | "delete";
  done?: string;
  error?: string;
}

function answer(result: AgentsListAnswer, status = 200) {
  return data(result, { status, headers: NO_STORE });
}

/** POST `pause`, `resume` or `delete` (id, name), for editors and above. */
export async function updateAgentsList({ request, context }: ActionFunctionArgs) {
  const { actor } = await requireWorkspace(request, context, "edit_links");
  const form = await readForm(request);
  const COPY = copyFor(request, "AGENTS_COPY");
  const format = formatFor(request);
  const intent = formText(form, "intent", 10);
  const id = formText(form, "id", 40);
  const deps = { db: context.db, invalidateLinks: context.invalidateLinks };
  if (intent === "delete") {
    const deleted = await deleteAgent(deps, actor, { id });
    if (deleted.ok)
      return answer({ intent, done: format(COPY.deleted, { name: formText(form, "name", 200) }) });
    if (deleted.error === "agent_not_found") return answer({ intent, error: COPY.gone }, 404);
    return answer(
      {
        intent,
        error: operationErrorText(requestLocale(request), deleted.error, deleted.message),
      },
      409,
    );
  }
  if (intent !== "pause" && intent !== "resume")
    return answer({ intent: "pause", error: "Unknown request." }, 400);
  const updated = await updateAgent(deps, actor, { id, changes: { active: intent === "resume" } });
  if (!updated.ok) return answer({ intent, error: COPY.gone }, 404);
  const name = updated.agent.name;
  return answer({ intent, done: format(intent === "pause" ? COPY.pausedDone : COPY.resumedDone, { name }) });
}
