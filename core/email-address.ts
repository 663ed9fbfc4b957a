export const MAX_EMAIL_LENGTH = 254;

/** Emails are compared and stored lower-cased and trimmed (accounts.email has a check for it). */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * A deliberately loose check (something@something.tld): the reset email is the real test.
 * Written as string tests: the obvious `^[^\s@]+@[^\s@]+\.[^\s@]+$` backtracks
 * quadratically on a domain made of many dots.
 */
export function isPlausibleEmail(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH || /\s/.test(email)) return false;
  const at = email.indexOf("@");
  if (at < 1 || at !== email.lastIndexOf("@")) return false;
  // A dot with something on both sides of it in the domain.
  return email.slice(at + 2, -1).includes(".");
}
