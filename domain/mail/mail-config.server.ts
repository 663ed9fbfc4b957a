export interface MailConfig {
  /** SMTP server (`smtp://user:pass@host:587`, `smtps://…`); unset → mail is printed to the server log. */
  smtpUrl: string | undefined;
  /** The From header. */
  from: string;
}
