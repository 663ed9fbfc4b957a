export interface MailConfig {
  /** SMTP server (`smtp://user:pass@host:587`, `smtps://…`); unset → mail is printed to the server log. */
  smtpUrl: string | undefined;
  /** The From header. */
  from: string;
}

export const DEFAULT_MAIL_FROM = "ChatLink <no-reply@localhost>";

/** SMTP_URL and MAIL_FROM, read when a mail is sent (so a test can point the server at its own SMTP server). */
export function readMailConfig(source: NodeJS.ProcessEnv = process.env): MailConfig {
  const smtpUrl = source.SMTP_URL?.trim() || undefined;
  return { smtpUrl, from: source.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM };
}
