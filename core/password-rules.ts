import { COMMON_PASSWORDS } from "./common-passwords";

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

/** Why a new password is refused, in words for the person choosing it; null when it is fine. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  const normalisedEmail = email.trim().toLowerCase();
  if (normalisedEmail !== "" && (lower === normalisedEmail || lower === normalisedEmail.split("@")[0]))
    return "Don't use your email address as your password.";
  if (COMMON_PASSWORDS.has(lower)) return "That password is too common. Choose one that is harder to guess.";
  if (new Set(password).size < 3)
    return "That password is too easy to guess. Mix in more different characters.";
  return null;
}
