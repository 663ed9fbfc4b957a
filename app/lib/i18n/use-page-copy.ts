import { useCallback } from "react";
import type { Locale } from "#core/locales";
import { formatMessage, type MessageValues, type ParsedMessages, useParsedMessages } from "./format-message";

/**
 * A page's copy as its loader sent it (page-copy.server.ts), with `format` to fill its ICU
 * messages in the page's language and `locale` for Intl dates and numbers.
 */
export function usePageCopy<T>(data: { locale: Locale; copy: T; parsed: ParsedMessages }) {
  useParsedMessages(data.parsed);
  const { locale } = data;
  const format = useCallback(
    (message: string, values?: MessageValues) => formatMessage(locale, message, values),
    [locale],
  );
  return { copy: data.copy, locale, format };
}
