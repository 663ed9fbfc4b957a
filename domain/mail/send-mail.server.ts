import { createTransport, type Transporter } from "nodemailer";
import type { MailConfig } from "./mail-config.server";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** One transport per SMTP URL, reused across mails (nodemailer pools nothing by default; this avoids re-parsing). */
const transports = new Map<string, Transporter>();
function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (transport === undefined) {
    transport = createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise prints the mail to the server
 * log, so a fresh install can still reset a password (the operator reads the link).
 */
export async function sendMail(mail: OutgoingMail, config: MailConfig): Promise<void> {
  if (config.smtpUrl === undefined) {
    console.log(
      `mail (SMTP_URL is not set, so it is printed here) to ${mail.to}: ${mail.subject}\n${mail.text}`,
    );
    return;
  }
  await transportFor(config.smtpUrl).sendMail({ from: config.from, ...mail });
}
