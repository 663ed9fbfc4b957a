import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string[];
  raw: string;
}

export interface Mailbox {
  port: number;
  /** Every recipient of every mail received so far. */
  recipients: string[];
  /** The next mail to `to` whose raw text matches `pattern` (e.g. its subject); others are kept for later. */
  next(to: string, pattern?: RegExp): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a local port that keeps every mail it is given (and hands each to `onMail`). */
export async function startMailbox(onMail?: (mail: CapturedMail) => void): Promise<Mailbox> {
  const mails: CapturedMail[] = [];
  const recipients: string[] = [];
  const waiting: Array<{ to: string; pattern: RegExp; resolve: (mail: CapturedMail) => void }> = [];
  const wanted = (mail: CapturedMail, to: string, pattern: RegExp) =>
    mail.to.includes(to) && pattern.test(decodedMail(mail.raw));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        };
        recipients.push(...mail.to);
        onMail?.(mail);
        const waiter = waiting.findIndex((w) => wanted(mail, w.to, w.pattern));
        if (waiter >= 0) waiting.splice(waiter, 1)[0]?.resolve(mail);
        else mails.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    recipients,
    next(to, pattern = /[\s\S]/) {
      const index = mails.findIndex((m) => wanted(m, to, pattern));
      if (index >= 0) return Promise.resolve(mails.splice(index, 1)[0] as CapturedMail);
      return new Promise((resolve) => waiting.push({ to, pattern, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail's text with quoted-printable soft breaks and escapes undone. */
export function decodedMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
