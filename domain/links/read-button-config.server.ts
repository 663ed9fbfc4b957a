import { codeKey, looksLikeCode } from "#core/alias";
import { type ButtonDepartment, type ButtonOptions, readButtonOptions } from "#core/chat-button";
import { isReservedWord } from "#core/reserved-words";
import type { Db } from "#db/client.server";
import { findButtonLink } from "#db/queries/link-button.server";
import { type Opening, readTeamCard } from "./read-team-card.server";

/** What the chat button knows of a link: the strings and the URL are the edge's to add. */
export interface ButtonLinkConfig {
  code: string;
  options: ButtonOptions;
  team: {
    business: string;
    openNow: boolean;
    opens: string | null;
    departments: Array<Omit<ButtonDepartment, "label">>;
  } | null;
}

const iso = (opening: Opening | null) => (opening === null ? null : new Date(opening.at).toISOString());

/**
 * The public configuration of a link's chat button: null when the redirect would not serve the
 * code. A team link's open state and next openings are the contact card's (readTeamCard), so the
 * button, the card and the redirect agree; only first names leave, never a number or an id.
 */
export async function readButtonConfig(
  db: Db,
  code: string,
  now: number,
  /** A verified custom domain's id: its link of this code; null: the main host's. */
  domainId: string | null = null,
): Promise<ButtonLinkConfig | null> {
  if (!looksLikeCode(code, { customDomain: domainId !== null }) || isReservedWord(code)) return null;
  const link = await findButtonLink(db, codeKey(code), domainId);
  if (link === null) return null;
  const options = readButtonOptions(link.button);
  if (!link.team) return { code: link.code, options, team: null };
  const card = await readTeamCard(db, link.code, now, domainId);
  if (card === null) return null;
  return {
    code: card.code,
    options,
    team: {
      business: card.businessName,
      openNow: card.openNow,
      opens: iso(card.opens),
      departments: card.departments.map((d) => {
        let opens: Opening | null = null;
        if (!d.open)
          for (const a of d.agents)
            if (a.opens !== null && (opens === null || a.opens.at < opens.at)) opens = a.opens;
        return { name: d.name, open: d.open, opens: iso(opens), agents: d.agents.map((a) => a.firstName) };
      }),
    },
  };
}
