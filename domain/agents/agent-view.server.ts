import type { ApiErrorCode } from "#core/errors";
import { type OpeningHours, openStateAt } from "#core/opening-hours";
import type { PhoneReadingProblem } from "#core/phone-number";
import type { Db } from "#db/client.server";
import type { AgentRow } from "#db/queries/agents.server";
import type { CacheInvalidation } from "../links/link-cache-bus.server";

/** What the agents operations need: the database, every instance's redirect cache, the clock. */
export interface AgentDeps {
  db: Db;
  /** A change to an agent drops every link routing to it from every instance's cache. */
  invalidateLinks: (message: CacheInvalidation) => Promise<void>;
  /** Milliseconds since the epoch (tests pin it); Date.now by default. */
  now?: () => number;
}

/** An agent as the workspace's members see it (API JSON, dashboard). Never shown in public. */
export interface AgentView {
  id: string;
  name: string;
  /** E.164 with its +. */
  phone: string;
  department: string | null;
  weight: number;
  active: boolean;
  /** null: always open. */
  hours: OpeningHours | null;
  /** Whether its hours have it open at this moment (a paused agent may be; `active` says if it takes chats). */
  openNow: boolean;
}

/** `phone`: why a number was refused (its reading), so a page in another language can say it as precisely. */
export type AgentFailure = { ok: false; error: ApiErrorCode; message?: string; phone?: PhoneReadingProblem };

export function agentView(row: AgentRow, now: number): AgentView {
  return {
    id: row.id,
    name: row.name,
    phone: `+${row.phone}`,
    department: row.department,
    weight: row.weight,
    active: row.active,
    hours: row.hours,
    openNow: openStateAt(row.hours, now).open,
  };
}

export const nowOf = (deps: AgentDeps): number => (deps.now ?? Date.now)();

/** The links that route to agents, dropped from every instance's redirect cache at once. */
export async function invalidateCodes(deps: AgentDeps, codeKeys: readonly string[]): Promise<void> {
  if (codeKeys.length > 0) await deps.invalidateLinks({ kind: "links", codeKeys });
}
