import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The invitation link an owner or admin copies from the members page (docs/decisions/0143):
 * `<invitation id>.<HMAC of the id>`, made again from the id whenever the page is shown, so
 * nothing but the mailed token's hash is stored. It finds the invitation and nothing more:
 * unlike the mailed token, whose arrival proves the address, its holder may be the inviter.
 */
const LINK_TOKEN = /^(inv_[0-9a-f]{16})\.([A-Za-z0-9_-]{43})$/;

function mac(key: string, id: string): string {
  return createHmac("sha256", key).update(`chatlink invitation link ${id}`).digest("base64url");
}

export function invitationLinkToken(key: string, invitationId: string): string {
  return `${invitationId}.${mac(key, invitationId)}`;
}

/** The invitation id a copied link names, or null for anything else (a mailed token included). */
export function readInvitationLinkToken(key: string, token: string): string | null {
  const match = LINK_TOKEN.exec(token);
  if (match === null) return null;
  const [, id = "", given = ""] = match;
  const expected = Buffer.from(mac(key, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}
