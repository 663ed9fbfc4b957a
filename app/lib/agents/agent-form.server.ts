import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import type { OpeningHours } from "#core/opening-hours";
import { readPhoneNumber } from "#core/phone-number-max";
import { requestLocale } from "#core/request-locale";
import { departmentKey } from "#core/team-link";
import { createAgent } from "#domain/agents/create-agent.server";
import { findAgent } from "#domain/agents/find-agent.server";
import { listAgents } from "#domain/agents/list-agents.server";
import { updateAgent } from "#domain/agents/update-agent.server";
import { AGENTS_PATH } from "../../components/dashboard/link-paths";
import { NO_STORE } from "../auth/account-page-meta";
import { formText } from "../auth/form-text";
import { refusalText } from "../i18n/operation-error.server";
import { copyFor, formatFor, pageModulesFor } from "../i18n/page-modules.server";
import { formatPhone } from "../links/format-phone.server";
import { readForm } from "../read-form.server";
import { requireWorkspace } from "../workspaces/current-workspace.server";

/** What the agent form shows: the stored agent, or what was typed before a refusal. */
export interface AgentFormValues {
  name: string;
  phone: string;
  country: string;
  department: string;
  weight: string;
  paused: boolean;
  hours: OpeningHours | null;
}

export interface AgentFormAnswer {
  errors: { phone?: string; hours?: string; form?: string };
  values: AgentFormValues;
}

const AGENT_ID = /^ag_[0-9a-f]{16}$/;
/** Bounds the hidden hours field: 7 days × 6 ranges and 366 dates fit in well under this. */
const HOURS_FIELD_MAX = 20_000;

function notFound(): never {
  throw data("No agent with this address in this workspace.", { status: 404 });
}

/** `new`, or an agent id of this workspace; editors and above only. */
export async function loadAgentForm({ request, context, params }: LoaderFunctionArgs) {
  const { actor, workspace } = await requireWorkspace(request, context, "edit_links");
  const id = params.id ?? "";
  const { agents } = await listAgents({ db: context.db }, actor);
  const departments = departmentsOf(agents.map((a) => a.department));
  const pageCopy = pageModulesFor(request, ["AGENTS_COPY"]);
  const COPY = copyFor(request, "AGENTS_COPY");
  if (id === "new")
    return data(
      { id: null, workspace: workspace.name, departments, agent: null, title: COPY.newTitle, pageCopy },
      { headers: NO_STORE },
    );
  if (!AGENT_ID.test(id)) notFound();
  const found = await findAgent({ db: context.db }, actor, { id });
  if (!found.ok) notFound();
  const { agent } = found;
  const digits = agent.phone.replace(/^\+/, "");
  const reading = readPhoneNumber(agent.phone);
  const values: AgentFormValues = {
    name: agent.name,
    phone: formatPhone(digits),
    country: reading.ok ? (reading.country ?? "") : "",
    department: agent.department ?? "",
    weight: String(agent.weight),
    paused: !agent.active,
    hours: agent.hours,
  };
  // The page's title, filled here: a route's meta has no parsed messages to format with.
  const title = formatFor(request)(COPY.editTitle, { name: agent.name });
  return data(
    { id: agent.id, workspace: workspace.name, departments, agent: values, title, pageCopy },
    { headers: NO_STORE },
  );
}

/** Each department once (first spelling wins), by name: the form's suggestions. */
function departmentsOf(departments: ReadonlyArray<string | null>): string[] {
  const seen = new Map<string, string>();
  for (const d of departments) if (d !== null && !seen.has(departmentKey(d))) seen.set(departmentKey(d), d);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

function readValues(form: FormData): { values: AgentFormValues; hoursText: string } {
  const hoursText = formText(form, "hours", HOURS_FIELD_MAX + 1);
  let hours: OpeningHours | null = null;
  try {
    hours = hoursText === "" ? null : (JSON.parse(hoursText) as OpeningHours);
  } catch {
    hours = null;
  }
  return {
    hoursText,
    values: {
      name: formText(form, "name", 1024),
      phone: formText(form, "phone", 256),
      country: formText(form, "country", 16),
      department: formText(form, "department", 1024),
      weight: formText(form, "weight", 16),
      paused: form.get("paused") !== null,
      hours,
    },
  };
}

/** The form as the agents operations take it (the API's wire shape), or the field that cannot be read. */
function agentInput(
  values: AgentFormValues,
  hoursText: string,
): Record<string, unknown> | { unreadable: "hours" } {
  let hours: unknown = null;
  if (hoursText !== "") {
    if (hoursText.length > HOURS_FIELD_MAX) return { unreadable: "hours" };
    try {
      hours = JSON.parse(hoursText);
    } catch {
      return { unreadable: "hours" };
    }
  }
  const weightText = values.weight.trim();
  return {
    name: values.name,
    phone: values.phone,
    country: values.country,
    department: values.department,
    // A non-number is sent as typed, so the operation names the weight's rule.
    weight: weightText === "" ? 1 : /^\d{1,3}$/.test(weightText) ? Number(weightText) : weightText,
    active: !values.paused,
    hours,
  };
}

/** Creates (`new`) or changes an agent, then lands on the list with a confirmation. */
export async function saveAgentForm({ request, context, params }: ActionFunctionArgs) {
  const { actor } = await requireWorkspace(request, context, "edit_links");
  const id = params.id ?? "";
  if (id !== "new" && !AGENT_ID.test(id)) notFound();
  const { values, hoursText } = readValues(await readForm(request));
  const refuse = (errors: AgentFormAnswer["errors"], status: number) =>
    data<AgentFormAnswer>({ errors, values }, { status, headers: NO_STORE });
  const input = agentInput(values, hoursText);
  if ("unreadable" in input) return refuse({ hours: copyFor(request, "AGENTS_COPY").hoursUnreadable }, 400);
  const deps = { db: context.db, invalidateLinks: context.invalidateLinks };
  const result =
    id === "new"
      ? await createAgent(deps, actor, input)
      : await updateAgent(deps, actor, { id, changes: input });
  if (result.ok) return redirect(`${AGENTS_PATH}?saved=${result.agent.id}`, { headers: NO_STORE });
  if (result.error === "agent_not_found") notFound();
  // The domain's English message, as the API says it in the request's language.
  const message = refusalText(requestLocale(request), result);
  if (result.error === "invalid_phone") return refuse({ phone: message }, 400);
  if (result.error === "invalid_hours") return refuse({ hours: message }, 400);
  return refuse({ form: message }, result.error === "too_many_agents" ? 409 : 400);
}
