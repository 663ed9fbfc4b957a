import { DOMAIN_NAME_MAX_LENGTH, normaliseDomainName } from "#core/domain-name";
import type { ServedDomain, VerifiedDomains } from "#domain/domains/verified-domains.server";

/**
 * A public page's `?domain=<name>` (the chat button's, the contact card's): absent, the main
 * host (null); a verified custom domain, that domain; anything else, `"unknown"` (a 404, so no
 * other host's link of the same code is shown instead).
 */
export function servedDomainOf(
  request: Request,
  verified: Pick<VerifiedDomains, "get">,
): { name: string; domain: ServedDomain } | null | "unknown" {
  const asked = new URL(request.url).searchParams.get("domain");
  if (asked === null || asked === "") return null;
  if (asked.length > DOMAIN_NAME_MAX_LENGTH * 4) return "unknown";
  const checked = normaliseDomainName(asked, "");
  if (!checked.ok) return "unknown";
  const domain = verified.get(checked.name);
  return domain === undefined ? "unknown" : { name: checked.name, domain };
}
