import { COMMON_PASSWORDS } from "./common-passwords";

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

/** Why a new password is refused; each page words it in its own language (app/content/account.ts). */
export type PasswordProblem = "too_short" | "too_long" | "is_email" | "common" | "too_simple";

/** What is wrong with a new password, or null when it is fine. */
export function passwordProblemKind(password: string, email: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return "too_short";
  if (password.length > MAX_PASSWORD_LENGTH) return "too_long";
  const lower = password.toLowerCase();
  const normalisedEmail = email.trim().toLowerCase();
  if (normalisedEmail !== "" && (lower === normalisedEmail || lower === normalisedEmail.split("@")[0]))
    return "is_email";
  if (COMMON_PASSWORDS.has(lower)) return "common";
  if (new Set(password).size < 3) return "too_simple";
  return null;
}

const ENGLISH: Record<PasswordProblem, string> = {
  too_short: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  too_long: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  is_email: "Don't use your email address as your password.",
  common: "That password is too common. Choose one that is harder to guess.",
  too_simple: "That password is too easy to guess. Mix in more different characters.",
};

/** Why a new password is refused, in English (pages not yet translated); null when it is fine. */
export function passwordProblem(password: string, email: string): string | null {
  const kind = passwordProblemKind(password, email);
  return kind === null ? null : ENGLISH[kind];
}
