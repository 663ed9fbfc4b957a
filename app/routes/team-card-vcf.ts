import { loadTeamCardVcard } from "../lib/team-card/team-card-page.server";
import type { Route } from "./+types/team-card-vcf";

/** `/<code>/card.vcf`: a team link's business as a contact card file, without any number. */
export const loader = (args: Route.LoaderArgs) => loadTeamCardVcard(args);
