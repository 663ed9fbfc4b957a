import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, type Locale } from "#core/locales";
import { pagePathIn } from "#core/site-pages";
import { type UiCopy, uiCopyOf } from "../../content/catalogue";
import * as en from "../../content/en";
import type { RootData } from "../site-config";
import { formatMessage, type MessageValues } from "./format-message";

/** English, for a component rendered without the root route (an error screen, a unit test). */
const ENGLISH_UI = uiCopyOf(en);

function useRootData(): Partial<RootData> | undefined {
  return useRouteLoaderData("root") as Partial<RootData> | undefined;
}

/** The page's language (from its URL, or for pages without one the visitor's choice). */
export function useLocale(): Locale {
  return useRootData()?.locale ?? DEFAULT_LOCALE;
}

/** The shell's and the generator's copy in the page's language. */
export function useUi(): UiCopy {
  return useRootData()?.ui ?? ENGLISH_UI;
}

/** Fills an ICU message of the catalogue in the page's language. */
export function useFormat(): (message: string, values?: MessageValues) => string {
  const locale = useLocale();
  return useCallback((message, values) => formatMessage(locale, message, values), [locale]);
}

/** An English site path in the page's language (`/faq` → `/pt-br/faq` on a Portuguese page; core/site-pages.ts pagePathIn). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path) => pagePathIn(locale, path), [locale]);
}
