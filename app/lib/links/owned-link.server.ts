import type { AppLoadContext } from "react-router";
import { type AccountLinkRow, findAccountLink } from "#domain/links/find-account-link.server";
import { requireAccount, type SignedInAccount } from "../auth/session.server";
import { linkNotFound, parseLinkId } from "./link-id.server";

/**
 * The signed-in account and its link for the route's `:id`, or a thrown 404 (someone
 * else's link looks like none); signed out, a thrown redirect to log in.
 */
export async function requireOwnedLink(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
): Promise<{ account: SignedInAccount; link: AccountLinkRow }> {
  const account = await requireAccount(request, context);
  const id = parseLinkId(rawId);
  if (id === null) linkNotFound();
  const link = await findAccountLink(context.db, account.id, id);
  if (link === null) linkNotFound();
  return { account, link };
}
