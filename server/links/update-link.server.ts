import type { ChatDestination } from "../../core/whatsapp-url";
import type { Db } from "../../db/client.server";
import { updateAccountLinkDestination } from "../../db/queries/account-links.server";
import type { CacheInvalidation } from "./link-cache-bus.server";

type AccountLinkCommandResult = { ok: true } | { ok: false; error: "not_found" };

/**
 * Points one of the account's links at a new number and message (the code, and so
 * the short URL, stays), then drops it from every instance's redirect cache so the
 * very next click goes to the new destination.
 */
export async function updateLink(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  accountId: number,
  linkId: number,
  destination: ChatDestination,
): Promise<AccountLinkCommandResult> {
  const updated = await updateAccountLinkDestination(db, accountId, linkId, {
    phone: destination.phone,
    message: destination.message ?? null,
  });
  if (updated === null) return { ok: false, error: "not_found" };
  await invalidate({ kind: "link", codeKey: updated.codeKey });
  return { ok: true };
}

/**
 * The owner's one-click fix for a stored number that cannot receive WhatsApp
 * messages (core/stored-number.ts): the number becomes `to` only if it is still
 * `from`, the message stays, and the redirect caches hear of it as for any edit.
 * `not_found` when the link is not the account's or its number changed meanwhile.
 */
export async function fixLinkNumber(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  accountId: number,
  linkId: number,
  numbers: { from: string; to: string },
): Promise<AccountLinkCommandResult> {
  const updated = await updateAccountLinkDestination(
    db,
    accountId,
    linkId,
    { phone: numbers.to },
    { onlyIfPhone: numbers.from },
  );
  if (updated === null) return { ok: false, error: "not_found" };
  await invalidate({ kind: "link", codeKey: updated.codeKey });
  return { ok: true };
}
