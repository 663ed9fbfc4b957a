import { data } from "react-router";
import { requestLocale } from "#core/request-locale";
import { linkOrigin, shortUrlFor } from "#core/short-url";
import type { VerifiedDomains } from "#domain/domains/verified-domains.server";
import { readTeamCard, type TeamCard } from "#domain/links/read-team-card.server";
import { catalogue } from "../../content/catalogues.server";
import { NOT_FOUND, type NotFoundContent } from "../../content/not-found";
import type { TeamCardContent } from "../../content/team-card";
import { servedDomainOf } from "../domains/served-domain.server";
import { teamCardVcard, vcardFileName } from "./team-card-vcard";

type LoaderArgs = {
  request: Request;
  params: { code?: string };
  context: {
    db: Parameters<typeof readTeamCard>[0];
    env: { publicUrl: string };
    servedDomains: Pick<VerifiedDomains, "get">;
  };
};

/** The card as the page gets it: the hours themselves stay on the server (the vCard summarises them). */
export type TeamCardView = Omit<TeamCard, "departments"> & {
  departments: Array<{
    name: string | null;
    open: boolean;
    agents: Array<Omit<TeamCard["departments"][number]["agents"][number], "hours">>;
  }>;
};

export type TeamCardPageData =
  | {
      found: true;
      card: TeamCardView;
      now: number;
      closedPage: boolean;
      shortUrl: string;
      /** The custom domain the link is served on (`?domain=`); null: the main host. */
      domain: string | null;
      /** In the visitor's language (chosen, else the browser's): the card has no URL per language. */
      copy: TeamCardContent;
    }
  | ({ found: false } & NotFoundContent);

/** Open state changes by the minute, and the closed page must never be kept by a cache. */
export const CARD_HEADERS = { "Cache-Control": "no-store", Vary: "Cookie, Accept-Language" } as const;

/**
 * `/<code>/card` (and `?closed=1`, where the redirect sends a visitor when nobody is open):
 * the card, or Link Not Found with a 404 for anything that is not a team link served now.
 */
export async function loadTeamCardPage({ request, params, context }: LoaderArgs) {
  const now = Date.now();
  const { TEAM_CARD, NOT_FOUND } = catalogue(requestLocale(request));
  const served = servedDomainOf(request, context.servedDomains);
  const card =
    served === "unknown"
      ? null
      : await readTeamCard(context.db, params.code ?? "", now, served?.domain.id ?? null);
  if (card === null || served === "unknown")
    return data<TeamCardPageData>({ found: false, ...NOT_FOUND }, { status: 404 });
  const closedPage = new URL(request.url).searchParams.get("closed") === "1";
  const view: TeamCardView = {
    ...card,
    departments: card.departments.map((d) => ({
      ...d,
      agents: d.agents.map(({ hours: _hours, ...agent }) => agent),
    })),
  };
  return data<TeamCardPageData>(
    {
      found: true,
      card: view,
      now,
      closedPage,
      shortUrl: shortUrlFor(linkOrigin(context.env.publicUrl, served?.name), card.code),
      domain: served?.name ?? null,
      copy: TEAM_CARD,
    },
    { headers: CARD_HEADERS },
  );
}

/** `/<code>/card.vcf`: the business as a contact (no number), or a plain 404. */
export async function loadTeamCardVcard({ request, params, context }: LoaderArgs): Promise<Response> {
  const served = servedDomainOf(request, context.servedDomains);
  const card =
    served === "unknown"
      ? null
      : await readTeamCard(context.db, params.code ?? "", Date.now(), served?.domain.id ?? null);
  if (card === null || served === "unknown")
    return new Response(`${NOT_FOUND.heading}\n`, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const body = teamCardVcard({
    businessName: card.businessName,
    url: shortUrlFor(linkOrigin(context.env.publicUrl, served?.name), card.code),
    departments: card.departments,
  });
  const fileName = vcardFileName(card.businessName);
  return new Response(body, {
    headers: {
      "Content-Type": "text/vcard; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
