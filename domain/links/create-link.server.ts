import { codeKey } from "#core/alias";
import type { ApiErrorCode } from "#core/errors";
import { checkShortenRequest, type ShortenInput } from "#core/shorten-input";
import { isTeamLinkRequest, readQrRef, type TeamLinkInput } from "#core/team-link-input";
import type { WorkspaceActor } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { accountKey } from "#domain/limits/account-limiters.server";
import type { RateLimiter } from "#domain/limits/rate-limit.server";
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
}

export type CreatedLink =
  | {
      id: number;
      code: string;
      /** The destination as checked (E.164 digits, message, alias). */
      destination: ShortenInput;
      /** Signed out only: lets that browser claim the link later; given once, only its hash is stored. */
      claimToken?: string;
    }
  | {
      id: number;
      code: string;
      /** A team link has no one destination: its agents share its chats. */
      destination: null;
      /** Its agents in order, rotation, fallback, message and alias as checked. */
      team: TeamLinkInput;
      claimToken?: never;
    };

export type CreateLinkResult =
  | { ok: true; link: CreatedLink }
  | { ok: false; error: ApiErrorCode; message?: string; retryAfterSeconds?: number };

/**
 * Whom a member's creations count for: the maker's account, wherever they create
 * (dashboard, API key, import); a key whose maker is gone counts for its workspace.
 */
export function allowanceKeyOf(actor: WorkspaceActor): string {
  return actor.accountId === null ? `workspace:${actor.workspaceId}` : accountKey(actor.accountId);
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

  if (team && creator.kind === "member") {
    const made = await createTeamLink(deps, creator.actor, request.input);
    if (!made.ok) return made;
    return { ok: true, link: { id: made.id, code: made.code, destination: null, team: made.team } };
  }

  const checked = checkShortenRequest(request.input);
  if (!checked.ok) return checked;
  const qrRef = creator.kind === "member" ? readQrRef(request.input) : ({ ok: true, value: true } as const);
  if (!qrRef.ok) return qrRef;

  const stored =
    creator.kind === "anonymous"
      ? await storeLink(deps.db, checked.value, creator.fingerprint)
      : await storeLink(deps.db, checked.value, null, creator.actor, qrRef.value);
  if (!stored.ok) return stored;
  await deps.invalidateLinks({ kind: "link", codeKey: codeKey(stored.code) });

  const { id, code, claimToken } = stored;
  return {
    ok: true,
    link: { id, code, destination: checked.value, ...(claimToken === undefined ? {} : { claimToken }) },
  };
}
