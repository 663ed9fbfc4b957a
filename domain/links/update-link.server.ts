import { checkStoredNumber } from "#core/stored-number";
import type { ChatDestination } from "#core/whatsapp-url";
import type { WorkspaceActor } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { findAccountLink, updateAccountLinkDestination } from "#db/queries/account-links.server";
import { enqueueLinkEvent } from "#domain/webhooks/link-events.server";
import type { CacheInvalidation } from "./link-cache-bus.server";

type AccountLinkCommandResult =
  | { ok: true }
  | { ok: false; error: "not_found" }
  | { ok: false; error: "phone_or_agents"; message: string };

/** A one-number edit of a team link: refused (400), never a broken row or a 500. */
export const TEAM_LINK_HAS_NO_NUMBER =
  "This is a team link: its chats go to its agents. Change its agents, not a number (or make a new link for one number).";

/**
 * Points one of the workspace's links at a new number and message (the code, and so
 * the short URL, stays), then drops it from every instance's redirect cache so the
 * very next click goes to the new destination.
 */
export async function updateLink(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  actor: WorkspaceActor,
  linkId: number,
  destination: ChatDestination,
): Promise<AccountLinkCommandResult> {
  const updated = await updateAccountLinkDestination(
    db,
    actor.workspaceId,
    linkId,
    { phone: destination.phone, message: destination.message ?? null },
    { editorId: actor.accountId },
  );
  if (updated === null) {
    const link = await findAccountLink(db, actor.workspaceId, linkId);
    if (link !== null && link.rotation !== null)
      return { ok: false, error: "phone_or_agents", message: TEAM_LINK_HAS_NO_NUMBER };
    return { ok: false, error: "not_found" };
  }
  await invalidate({ kind: "link", codeKey: updated.codeKey });
  await enqueueLinkEvent(db, { type: "link.updated", workspaceId: actor.workspaceId, linkId });
  return { ok: true };
}

export type FixLinkNumberResult =
  | { outcome: "fixed"; code: string; phone: string }
  | { outcome: "not_found" }
  | { outcome: "changed"; code: string };

/**
 * The owner's one-click fix for a stored number that cannot receive WhatsApp
 * messages (core/stored-number.ts). Applies the suggestion the page showed, and only
 * that: `to` must be what core/stored-number.ts suggests for what is stored now, and
 * the write happens only if the number is still the one read (another tab may have
 * changed it). The message and code stay; the redirect caches hear of it as for any
 * edit. `not_found` when the link is not the workspace's.
 */
export async function fixLinkNumber(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  actor: WorkspaceActor,
  linkId: number,
  to: unknown,
): Promise<FixLinkNumberResult> {
  const link = await findAccountLink(db, actor.workspaceId, linkId);
  // A team link holds no number of its own: its agents' numbers are fixed on the agents page.
  if (link === null || link.phone === null) return { outcome: "not_found" };
  const check = checkStoredNumber(link.phone);
  if (check.ok || check.suggestion === null || to !== check.suggestion.digits)
    return { outcome: "changed", code: link.code };
  const updated = await updateAccountLinkDestination(
    db,
    actor.workspaceId,
    linkId,
    { phone: check.suggestion.digits },
    { onlyIfPhone: link.phone, editorId: actor.accountId },
  );
  if (updated === null) return { outcome: "changed", code: link.code };
  await invalidate({ kind: "link", codeKey: updated.codeKey });
  await enqueueLinkEvent(db, { type: "link.updated", workspaceId: actor.workspaceId, linkId });
  return { outcome: "fixed", code: link.code, phone: check.suggestion.formatted };
}
