/**
 * Team links: one link whose chats go to a workspace's agents by a rule, decided on the
 * server at each click. Pure rules shared by the redirect, the API, the dashboard and the
 * contact card.
 */

export const TEAM_ROTATIONS = ["round_robin", "weighted", "sticky"] as const;
export type TeamRotation = (typeof TEAM_ROTATIONS)[number];

export const TEAM_ROTATION_LABELS: Record<TeamRotation, string> = {
  round_robin: "Take turns",
  weighted: "Share by weight",
  sticky: "Same agent for a returning visitor",
};

/** Agents one team link may route to: enough for a shop's shifts, and bounds the work per click. */
export const MAX_AGENTS_PER_LINK = 20;
/** Agents one workspace may have. */
export const MAX_AGENTS_PER_WORKSPACE = 200;
export const AGENT_NAME_MAX = 60;
export const DEPARTMENT_MAX = 40;
export const AGENT_WEIGHT_MAX = 100;

/** `?ref=` words: 1–40 letters, digits, `_` `-` `.` `:` (checked by a loop, not a regex). */
export const REF_MAX = 40;

export function isRefWord(value: string): boolean {
  if (value.length === 0 || value.length > REF_MAX) return false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const ok =
      (c >= 48 && c <= 57) || // 0-9
      (c >= 65 && c <= 90) || // A-Z
      (c >= 97 && c <= 122) || // a-z
      c === 95 || // _
      c === 45 || // -
      c === 46 || // .
      c === 58; // :
    if (!ok) return false;
  }
  return true;
}

/** The variables a link's message may hold, filled at each click. */
export const MESSAGE_VARIABLES = ["{agent}", "{department}", "{ref}"] as const;

export function hasMessageVariables(message: string | null | undefined): boolean {
  if (!message?.includes("{")) return false;
  return MESSAGE_VARIABLES.some((v) => message.includes(v));
}

export interface MessageValues {
  agent?: string | null;
  department?: string | null;
  ref?: string | null;
}

/**
 * The message with its variables filled (a missing value leaves nothing). Plain text in,
 * plain text out: the wa.me address percent-encodes the whole message afterwards, so a
 * value can never add a parameter or change the number. One pass over the message: a
 * value is inserted as it is, never read again (an agent named "{ref}" stays that), and a
 * `$` in it is not a replacement pattern as it would be for `String.replaceAll`.
 */
export function fillMessage(message: string, values: MessageValues): string {
  let at = message.indexOf("{");
  if (at === -1) return message;
  let out = "";
  let from = 0;
  while (at !== -1) {
    const value = variableAt(message, at, values);
    if (value === undefined) {
      at = message.indexOf("{", at + 1);
      continue;
    }
    out += message.slice(from, at) + value.text;
    from = at + value.length;
    at = message.indexOf("{", from);
  }
  return out + message.slice(from);
}

function variableAt(
  message: string,
  at: number,
  values: MessageValues,
): { text: string; length: number } | undefined {
  for (const variable of MESSAGE_VARIABLES) {
    if (message.startsWith(variable, at)) {
      const name = variable.slice(1, -1) as keyof MessageValues;
      return { text: values[name] ?? "", length: variable.length };
    }
  }
  return undefined;
}

/** Departments are matched without regard to case or surrounding spaces. */
export function departmentKey(department: string): string {
  return department.trim().toLowerCase();
}

/** The first word of an agent's display name: the most the contact card shows. */
export function firstName(name: string): string {
  const trimmed = name.trim();
  const space = trimmed.search(/\s/);
  return space === -1 ? trimmed : trimmed.slice(0, space);
}

/**
 * A weight-smooth order of agents for one turn cycle: the smooth weighted round-robin of
 * nginx (each turn, every agent gains its weight and the leader, which then loses the total,
 * is chosen), so weights 5:1:1 give a a b a c a a rather than a a a a a b c. `weights` ≤ 100
 * each and ≤ MAX_AGENTS_PER_LINK of them, so a cycle holds at most 2,000 turns.
 */
export function smoothWeightedCycle(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const current = weights.map(() => 0);
  const cycle: number[] = [];
  for (let turn = 0; turn < total; turn++) {
    let best = 0;
    for (let i = 0; i < weights.length; i++) {
      current[i] = (current[i] as number) + (weights[i] as number);
      if ((current[i] as number) > (current[best] as number)) best = i;
    }
    current[best] = (current[best] as number) - total;
    cycle.push(best);
  }
  return cycle;
}
