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
