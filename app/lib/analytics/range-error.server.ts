import { MAX_RANGE_DAYS, type ParsedDateRange, RANGE_PRESETS } from "#core/analytics-range";
import { requestLocale } from "#core/request-locale";
import { formatMessage } from "../i18n/format-message";
import { copyFor } from "../i18n/page-modules.server";

/** Why the asked range was not used, in the request's language (ANALYTICS_COPY.rangeErrors); null when it was. */
export function rangeErrorText(request: Request, parsed: ParsedDateRange): string | null {
  if (parsed.ok) return null;
  const locale = requestLocale(request);
  const presets = new Intl.ListFormat(locale, { type: "disjunction" }).format(RANGE_PRESETS.map(String));
  return formatMessage(locale, copyFor(request, "ANALYTICS_COPY").rangeErrors[parsed.problem], {
    max: MAX_RANGE_DAYS,
    presets,
  });
}
