import { IntlMessageFormat } from "intl-messageformat";
import type { Locale } from "#core/locales";
import { pagePathIn } from "#core/site-pages";
import { AR_MAIL } from "./copy/ar";
import { EN_MAIL } from "./copy/en";
import { ES_MAIL } from "./copy/es";
import { HI_MAIL } from "./copy/hi";
import { ID_MAIL } from "./copy/id";
import { PT_BR_MAIL } from "./copy/pt-br";
import type { MailCopy, MailText } from "./mail-copy-shape";

export type { MailCopy, MailText };

export const MAIL_COPY: Readonly<Record<Locale, MailCopy>> = {
  en: EN_MAIL,
  "pt-BR": PT_BR_MAIL,
  "es-419": ES_MAIL,
  id: ID_MAIL,
  hi: HI_MAIL,
  ar: AR_MAIL,
};

export type MailValues = Record<string, string | number>;

/** A mail of `locale`, filled (values may depend on the language: a role's name): subject and plain-text body. */
export function composeMail(
  locale: Locale,
  pick: (copy: MailCopy) => MailText,
  values: MailValues | ((copy: MailCopy) => MailValues),
): { subject: string; text: string } {
  const copy = MAIL_COPY[locale];
  const mail = pick(copy);
  const filled = typeof values === "function" ? values(copy) : values;
  const fill = (message: string) => String(new IntlMessageFormat(message, locale).format(filled));
  return { subject: fill(mail.subject), text: mail.body.map(fill).join("\n") };
}

/** The address of one of the site's pages in `locale` (`/ar/verify-email?token=…`) for a mail. */
export function mailLink(publicUrl: string, locale: Locale, path: string): string {
  return `${publicUrl}${pagePathIn(locale, path)}`;
}
