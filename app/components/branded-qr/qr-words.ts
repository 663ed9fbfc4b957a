import type { Locale } from "#core/locales";
import type { QR_PAGE_COPY } from "../../content/qr-page";
import type { Translated } from "../../content/translated";
import type { MessageValues } from "../../lib/i18n/format-message";

/** The QR page's copy in the page's language, as its loader sent it, for the page's parts. */
export interface QrWords {
  copy: Translated<typeof QR_PAGE_COPY>;
  format: (message: string, values?: MessageValues) => string;
  locale: Locale;
}
