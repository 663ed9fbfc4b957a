import type { Locale } from "#core/locales";
import { type ColourCheck, MIN_QR_CONTRAST } from "#core/qr-colours";
import { type LogoWidthCheck, MAX_LOGO_WIDTH_PERCENT, MIN_LOGO_WIDTH_PERCENT } from "#core/qr-rules";
import type { QR_PAGE_COPY } from "../../content/qr-page";
import type { Translated } from "../../content/translated";
import type { MessageValues } from "../../lib/i18n/format-message";

/** The QR page's copy in the page's language, as its loader sent it, for the page's parts. */
export interface QrWords {
  copy: Translated<typeof QR_PAGE_COPY>;
  format: (message: string, values?: MessageValues) => string;
  locale: Locale;
}

/** Why the colours will not scan, in the page's language (core/qr-colours.ts's check). */
export function colourProblemText(
  { copy, format, locale }: QrWords,
  check: Extract<ColourCheck, { ok: false }>,
): string {
  // One decimal always ("2.0:1"), in the language's digits and separator.
  const ratio = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return format(copy.problems[check.problem], {
    ratio: ratio.format(check.ratio ?? 0),
    min: MIN_QR_CONTRAST,
  });
}

/** Why the logo size will not scan, in the page's language (core/qr-rules.ts's check). */
export function logoWidthProblemText(
  { copy, format }: QrWords,
  check: Extract<LogoWidthCheck, { ok: false }>,
): string {
  const key = `logo_${check.problem}` as const;
  const min = MIN_LOGO_WIDTH_PERCENT;
  return format(copy.problems[key], { min, max: MAX_LOGO_WIDTH_PERCENT, percent: check.percent ?? min });
}
