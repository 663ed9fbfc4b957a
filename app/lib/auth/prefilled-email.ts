import { isPlausibleEmail, MAX_EMAIL_LENGTH, normaliseEmail } from "#core/email-address";

/**
 * The address a link asked the log-in or sign-up form to start with (`?email=`, from an
 * invitation page), when it is one; "" otherwise. It only fills the field in.
 */
export function prefilledEmail(request: Request): string {
  const given = new URL(request.url).searchParams.get("email") ?? "";
  if (given.length > MAX_EMAIL_LENGTH) return "";
  const email = normaliseEmail(given);
  return isPlausibleEmail(email) ? email : "";
}

/** `path` with `email=` added when there is one to carry (from log-in to sign-up and back). */
export function withEmail(path: string, email: string): string {
  if (email === "") return path;
  return `${path}${path.includes("?") ? "&" : "?"}email=${encodeURIComponent(email)}`;
}
