import { CUSTOM_DOMAIN_SCOPE, checkAlias, codeKey } from "#core/alias";
import { DOMAIN_NAME_MAX_LENGTH, normaliseDomainName } from "#core/domain-name";
import { ALIAS_SHORT_OWN_DOMAIN } from "#core/error-messages/en";
import type { ApiErrorCode } from "#core/errors";
import type { PhoneReadingProblem } from "#core/phone-number";
import { checkShortenRequest, type ShortenInput } from "#core/shorten-input";
import { isTeamLinkRequest, readQrRef, type TeamLinkInput } from "#core/team-link-input";
import type { WorkspaceActor } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import {
  findDefaultVerifiedDomain,
  findVerifiedDomainByName,
  listDomainRows,
} from "#db/queries/domains.server";
import { accountKey } from "#domain/limits/account-limiters.server";
import type { RateLimiter } from "#domain/limits/rate-limit.server";
import { enqueueLinkEvent } from "#domain/webhooks/link-events.server";
import { createTeamLink, refuseTeamLink } from "./create-team-link.server";
import type { CacheInvalidation } from "./link-cache-bus.server";
import { storeLink } from "./store-link.server";

/**
 * The one way a link is made (generator, REST API, dashboard); the operator's and the
 * dashboard's CSV import write pages in bulk with the same row checks and allowance.
 */
export interface CreateLinkDeps {
  db: Db;
  /** Every instance's redirect cache: one may hold the new code as unknown from a moment ago. */
  invalidateLinks: (message: CacheInvalidation) => Promise<void>;
  limiters: {
    /** Signed-out creations per client address. */
    perAddress: RateLimiter;
    /** Creations per maker account per hour, shared by the dashboard, the API and the import. */
    perAccount: RateLimiter;
  };
}

/** Who makes the link: a signed-out visitor (counted by address) or a workspace member. */
export type LinkCreator =
  | { kind: "anonymous"; address: string; fingerprint: string }
  | { kind: "member"; actor: WorkspaceActor };

export interface CreateLinkRequest {
  /** The fields as sent (JSON body, query or form); checked here by checkShortenRequest. */
  input: unknown;
  creator: LinkCreator;
  /**
   * A verified custom domain of the member's workspace, by name (as typed); null: the main
   * host; absent: the workspace's default domain while it is verified, else the main host.
   */
  domain?: string | null;
}

export type CreatedLink =
  | {
      id: number;
      code: string;
      /** The destination as checked (E.164 digits, message, alias). */
      destination: ShortenInput;
      /** Signed out only: lets that browser claim the link later; given once, only its hash is stored. */
      claimToken?: string;
      /** The custom domain it is served on; null: the main host. */
      domain: string | null;
    }
  | {
      id: number;
      code: string;
      /** A team link has no one destination: its agents share its chats. */
      destination: null;
      /** Its agents in order, rotation, fallback, message and alias as checked. */
      team: TeamLinkInput;
      claimToken?: never;
      domain: string | null;
    };

export type CreateLinkResult =
  | { ok: true; link: CreatedLink }
  | {
      ok: false;
      error: ApiErrorCode;
      message?: string;
      retryAfterSeconds?: number;
      /** Why the number was refused (checkShortenRequest's reading), for a page in another language. */
      phone?: PhoneReadingProblem;
    };

/**
 * Whom a member's creations count for: the maker's account, wherever they create
 * (dashboard, API key, import); a key whose maker is gone counts for its workspace.
 */
export function allowanceKeyOf(actor: WorkspaceActor): string {
  return actor.accountId === null ? `workspace:${actor.workspaceId}` : accountKey(actor.accountId);
}

/**
 * The verified custom domain a member's link is made on: null for the main host (asked, or
 * no domain named and no verified default); refused (`domain_not_verified`, naming it) when
 * the name is not one of the workspace's verified domains.
 */
async function domainOf(
  db: Db,
  request: CreateLinkRequest,
): Promise<
  { ok: true; id: string; name: string } | { ok: false; error: ApiErrorCode; message: string } | null
> {
  if (request.domain === null) return null;
  if (request.domain === undefined) {
    if (request.creator.kind !== "member") return null;
    const fallback = await findDefaultVerifiedDomain(db, request.creator.actor.workspaceId);
    return fallback === null ? null : { ok: true, id: fallback.id, name: fallback.name };
  }
  const typed = request.domain.slice(0, DOMAIN_NAME_MAX_LENGTH * 4);
  const refused = {
    ok: false as const,
    error: "domain_not_verified" as const,
    message: `"${typed.slice(0, 100)}" is not a verified domain of this workspace yet. Create its DNS records as the Custom domains page shows them, then press Verify now there; until then, make the link without it (in the API, leave "domain" out).`,
  };
  if (request.creator.kind !== "member") return refused;
  const name = normaliseDomainName(typed, "");
  if (!name.ok) return refused;
  const found = await findVerifiedDomainByName(db, request.creator.actor.workspaceId, name.name);
  return found === null ? refused : { ok: true, id: found.id, name: found.name };
}

/**
 * A too-short alias on the main host that the workspace's own domain would take (3–4 characters,
 * docs/decisions/0159): the refusal says so when the workspace has a verified domain to choose.
 */
async function withOwnDomainHint<T extends { ok: false; error: ApiErrorCode; message?: string }>(
  db: Db,
  creator: LinkCreator,
  input: unknown,
  refused: T,
): Promise<T> {
  if (refused.error !== "invalid_alias" || refused.message !== undefined || creator.kind !== "member")
    return refused;
  const alias = (input as { alias?: unknown } | null)?.alias;
  if (typeof alias !== "string" || checkAlias(alias.trim(), CUSTOM_DOMAIN_SCOPE) !== null) return refused;
  const rows = await listDomainRows(db, creator.actor.workspaceId);
  return rows.some((row) => row.status === "verified")
    ? { ...refused, message: ALIAS_SHORT_OWN_DOMAIN }
    : refused;
}

/** Allowance → checks → store (creator ban in the same statement) → invalidation through the bus. */
export async function createLink(
  deps: CreateLinkDeps,
  request: CreateLinkRequest,
): Promise<CreateLinkResult> {
  const { creator } = request;
  // A team link (docs/product.md "Team links"): refused before any allowance is used when it
  // also names a number, or is made signed out (its agents are a workspace's).
  const team = isTeamLinkRequest(request.input);
  if (team) {
    const refused = refuseTeamLink(request.input, creator.kind === "anonymous");
    if (refused !== null) return refused;
  }
  const limit =
    creator.kind === "anonymous"
      ? await deps.limiters.perAddress.hit(creator.address)
      : await deps.limiters.perAccount.hit(allowanceKeyOf(creator.actor));
  if (!limit.allowed) return { ok: false, error: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };

  const onDomain = await domainOf(deps.db, request);
  if (onDomain !== null && !onDomain.ok) return onDomain;
  const domainId = onDomain?.id ?? null;
  const domain = onDomain?.name ?? null;
  if (team && creator.kind === "member") {
    const made = await createTeamLink(deps, creator.actor, request.input, domainId);
    if (!made.ok) return domainId === null ? withOwnDomainHint(deps.db, creator, request.input, made) : made;
    await enqueueLinkEvent(deps.db, {
      type: "link.created",
      workspaceId: creator.actor.workspaceId,
      linkId: made.id,
    });
    return { ok: true, link: { id: made.id, code: made.code, destination: null, team: made.team, domain } };
  }

  // Aliases are checked in the scope of the host the link is made on (3–50 on a custom domain).
  const checked = checkShortenRequest(request.input, { customDomain: domainId !== null });
  if (!checked.ok)
    return domainId === null ? withOwnDomainHint(deps.db, creator, request.input, checked) : checked;
  const qrRef = creator.kind === "member" ? readQrRef(request.input) : ({ ok: true, value: true } as const);
  if (!qrRef.ok) return qrRef;

  const stored =
    creator.kind === "anonymous"
      ? await storeLink(deps.db, checked.value, creator.fingerprint)
      : await storeLink(deps.db, checked.value, null, creator.actor, qrRef.value, domainId);
  if (!stored.ok) return stored;
  const key = codeKey(stored.code);
  await deps.invalidateLinks({ kind: "link", codeKey: domainId === null ? key : `${domainId}/${key}` });

  const { id, code, claimToken } = stored;
  if (creator.kind === "member")
    await enqueueLinkEvent(deps.db, {
      type: "link.created",
      workspaceId: creator.actor.workspaceId,
      linkId: id,
    });
  return {
    ok: true,
    link: {
      id,
      code,
      destination: checked.value,
      domain,
      ...(claimToken === undefined ? {} : { claimToken }),
    },
  };
}
