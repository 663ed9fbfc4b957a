/** Longest name DNS allows (RFC 1035, without the trailing dot). */
export const DOMAIN_NAME_MAX_LENGTH = 253;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export type DomainNameError = "domain_invalid" | "domain_reserved";

/**
 * A custom domain as typed (any case, Unicode or punycode, an optional trailing dot) →
 * its lower-case ASCII form, or why it cannot be one: it must be a hostname of at least
 * two labels, not an IP address, and not the site's own host (`publicHost`). Uses the
 * WHATWG URL parser for IDNA, so the browser and the server agree.
 */
export function normaliseDomainName(
  raw: string,
  publicHost: string,
): { ok: true; name: string } | { ok: false; error: DomainNameError } {
  const typed = raw.trim().replace(/\.$/, "");
  if (typed === "" || typed.length > DOMAIN_NAME_MAX_LENGTH * 4 || /[/:?#@\s[\]\\%]/.test(typed)) {
    return { ok: false, error: "domain_invalid" };
  }
  let name: string;
  try {
    name = new URL(`http://${typed}/`).hostname;
  } catch {
    return { ok: false, error: "domain_invalid" };
  }
  const labels = name.split(".");
  if (
    name.length > DOMAIN_NAME_MAX_LENGTH ||
    labels.length < 2 ||
    !labels.every((label) => LABEL.test(label)) ||
    // An all-digit last label is an IPv4 address (the parser turns 1.2.3.4 and 0x7f.1 into one).
    /^[0-9]+$/.test(labels[labels.length - 1] ?? "")
  ) {
    return { ok: false, error: "domain_invalid" };
  }
  if (name === publicHost.toLowerCase()) return { ok: false, error: "domain_reserved" };
  return { ok: true, name };
}

/** The TXT record's name proving a domain is its owner's. */
export function verificationRecordName(name: string): string {
  return `_chatlink.${name}`;
}
