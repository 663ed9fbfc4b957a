import { useId } from "react";
import { Link } from "react-router";
import { TEAM_ROTATIONS, type TeamRotation } from "#core/team-link";
import { TEAM_LINK_COPY } from "../../content/team-links";
import { useFormat } from "../../lib/i18n/use-copy";
import { usePageModule } from "../../lib/i18n/use-page-module";
import { fieldHint, fieldLabel, textInput } from "../generator/styles";
import { AGENTS_PATH, agentPath, WORKSPACES_PATH } from "./link-paths";

/** An agent as the link forms offer it. */
export interface PickableAgent {
  id: string;
  name: string;
  department: string | null;
  active: boolean;
  openNow: boolean;
}

export interface TeamChoice {
  agents: string[];
  rotation: TeamRotation;
  fallbackAgent: string;
}

/** A team choice as posted (kept after a refusal), with an unknown rotation read as the default. */
export function teamChoiceOf(values: {
  agents: string[];
  rotation: string;
  fallbackAgent: string;
}): TeamChoice {
  const rotation = (TEAM_ROTATIONS as readonly string[]).includes(values.rotation)
    ? (values.rotation as TeamRotation)
    : "round_robin";
  return { agents: values.agents, rotation, fallbackAgent: values.fallbackAgent };
}

/**
 * A team link's settings: which agents (ticked, in the workspace's order), how chats are
 * shared (plain-language rotation labels with one line each) and an optional fallback agent.
 * Field names as the API's: agents (repeated), rotation, fallbackAgent.
 */
export function TeamFields({
  agents,
  value,
  onChange,
  error,
  businessName,
}: {
  agents: readonly PickableAgent[];
  value: TeamChoice;
  onChange: (value: TeamChoice) => void;
  error?: string | null | undefined;
  businessName: string;
}) {
  const COPY = usePageModule("TEAM_LINK_COPY", TEAM_LINK_COPY);
  const format = useFormat();
  const baseId = useId();
  if (agents.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-line bg-page-soft p-4">
        <p className="font-semibold text-ink">{COPY.noAgents}</p>
        <p className="mt-1 text-sm text-ink-muted">
          <Link to={agentPath("new")} className="font-semibold text-accent underline">
            {COPY.addAgents}
          </Link>
        </p>
      </div>
    );
  const toggle = (id: string, on: boolean) => {
    const chosen = new Set(value.agents);
    if (on) chosen.add(id);
    else chosen.delete(id);
    // Kept in the workspace's order, whatever order they were ticked in.
    onChange({ ...value, agents: agents.filter((a) => chosen.has(a.id)).map((a) => a.id) });
  };
  const errorId = `${baseId}-agents-error`;
  return (
    <div className="flex flex-col gap-5">
      <fieldset aria-describedby={`${baseId}-agents-hint${error ? ` ${errorId}` : ""}`}>
        <legend className={fieldLabel}>{COPY.agentsLegend}</legend>
        <p id={`${baseId}-agents-hint`} className={fieldHint}>
          {COPY.agentsHint}{" "}
          <Link to={AGENTS_PATH} className="font-semibold text-accent underline">
            {COPY.manageAgents}
          </Link>
        </p>
        <ul className="mt-2 flex flex-col gap-1">
          {agents.map((agent) => (
            <li key={agent.id}>
              <label className="flex min-h-10 items-center gap-2 rounded-lg px-1 text-sm text-ink hover:bg-page-soft">
                <input
                  type="checkbox"
                  name="agents"
                  value={agent.id}
                  checked={value.agents.includes(agent.id)}
                  onChange={(event) => toggle(agent.id, event.target.checked)}
                  className="size-4 shrink-0 accent-accent"
                />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="font-semibold">{agent.name}</span>
                  {agent.department ? <span className="text-ink-muted"> · {agent.department}</span> : null}
                  <span className="text-ink-muted">
                    {" "}
                    · {agent.active ? (agent.openNow ? COPY.agentOpen : COPY.agentClosed) : COPY.agentPaused}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </fieldset>

      <fieldset>
        <legend className={fieldLabel}>{COPY.rotationLegend}</legend>
        <div className="mt-2 flex flex-col gap-2">
          {TEAM_ROTATIONS.map((rotation) => (
            <label key={rotation} className="flex items-start gap-2 text-sm text-ink">
              <input
                type="radio"
                name="rotation"
                value={rotation}
                checked={value.rotation === rotation}
                onChange={() => onChange({ ...value, rotation })}
                aria-describedby={`${baseId}-${rotation}`}
                className="mt-0.5 size-4 shrink-0 accent-accent"
              />
              <span>
                <span className="font-semibold">{COPY.rotationLabels[rotation]}</span>
                <span id={`${baseId}-${rotation}`} className="block text-ink-muted">
                  {COPY.rotationHints[rotation]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor={`${baseId}-fallback`} className={fieldLabel}>
          {COPY.fallbackLabel}
        </label>
        <select
          id={`${baseId}-fallback`}
          name="fallbackAgent"
          value={value.fallbackAgent}
          onChange={(event) => onChange({ ...value, fallbackAgent: event.target.value })}
          aria-describedby={`${baseId}-fallback-hint`}
          className={`mt-1.5 ${textInput}`}
        >
          <option value="">{COPY.fallbackNone}</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {format(COPY.fallbackAgent, { name: agent.name })}
            </option>
          ))}
        </select>
        <p id={`${baseId}-fallback-hint`} className={fieldHint}>
          {COPY.fallbackHint} {format(COPY.businessNameHint, { name: businessName })}{" "}
          <Link to={WORKSPACES_PATH} className="font-semibold text-accent underline">
            {COPY.renameWorkspace}
          </Link>
        </p>
      </div>
    </div>
  );
}
