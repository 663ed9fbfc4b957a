import { cheapPasswordHashes } from "#domain/accounts/password-hash.server";
import type { Env } from "./env.server";

/** What an operator should know once the server listens: settings left out, or one that is unsafe. */
export function startupWarnings(
  env: Pick<Env, "site" | "mail">,
  cheapHashes = cheapPasswordHashes(),
): string[] {
  const warnings: string[] = [];
  if (env.site.supportEmail === null)
    warnings.push("SUPPORT_EMAIL is not set: the FAQ, terms and privacy pages name no contact address");
  if (cheapHashes)
    warnings.push(
      "CHATLINK_TEST_CHEAP_PASSWORD_HASHES=1: new passwords are hashed at the test suites' cost (scrypt N=2^10); never set it on a server people use",
    );
  if (env.mail.smtpUrl === undefined)
    warnings.push(
      "SMTP_URL is not set: no mail is sent. Confirmation, invitation and password-reset links are printed to this log instead (see the README)",
    );
  return warnings;
}
