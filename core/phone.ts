import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "./limits";

/** The spec reduces the phone to digits only when the link is built (§5). */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, "");
}

export type PhoneProblem = "empty" | "too_short" | "too_long";

/** Digits-only length check (E.164: at most 15 digits, and no real number is under 7). */
export function checkPhoneDigits(digits: string): PhoneProblem | null {
  if (digits.length === 0) return "empty";
  if (digits.length < PHONE_MIN_DIGITS) return "too_short";
  if (digits.length > PHONE_MAX_DIGITS) return "too_long";
  return null;
}
