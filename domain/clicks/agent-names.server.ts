import { DELETED_AGENT_NAME, OTHER_AGENTS_NAME, OTHER_VALUE } from "#core/click-values";
import type { Db } from "#db/client.server";
import { agentNamesOfLink } from "#db/queries/analytics.server";

/**
 * The current name of each agent id counted on a link: the agent's name today (a rename shows
 * everywhere at once, history included), DELETED_AGENT_NAME for an agent deleted since, and
 * OTHER_AGENTS_NAME for the overflow bucket. One query, for the ids given only.
 */
export async function agentNames(
  db: Db,
  linkId: number,
  ids: Iterable<string>,
): Promise<Map<string, string>> {
  const all = [...new Set(ids)];
  const found = await agentNamesOfLink(
    db,
    linkId,
    all.filter((id) => id !== OTHER_VALUE),
  );
  const names = new Map<string, string>();
  for (const id of all)
    names.set(id, id === OTHER_VALUE ? OTHER_AGENTS_NAME : (found.get(id) ?? DELETED_AGENT_NAME));
  return names;
}
