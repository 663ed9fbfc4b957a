export const MAX_EMAIL_LENGTH = 254;

/** Emails are compared and stored lower-cased and trimmed (accounts.email has a check for it). */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** A deliberately loose check (something@something.tld): the reset email is the real test. */
export function isPlausibleEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}
