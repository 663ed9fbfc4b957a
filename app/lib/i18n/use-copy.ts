import { useCallback, useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import { DEFAULT_LOCALE, type Locale } from "#core/locales";
import { pagePathIn } from "#core/site-pages";
import type { UiCopy } from "../../content/catalogue";
import { GENERATOR_COPY } from "../../content/generator";
import { SITE } from "../../content/site";
import { ERROR_SCREEN } from "../../content/ui-errors";
import {
  ACCOUNT_LABELS,
  BUTTON_LABELS,
  FAQ_LABELS,
  HOME_LABELS,
  HOW_IT_WORKS_HEADINGS,
  LEGAL_LABELS,
  PAGE_LABELS,
  SHELL_LABELS,
  WIDGET_HEADINGS,
} from "../../content/ui-labels";
import { WIDGET_EMBED_COPY } from "../../content/ui-widget";
import type { RootData } from "../site-config";
import { formatMessage, type MessageValues, useParsedMessages } from "./format-message";

/**
 * English, for a component rendered without the root route (an error screen, a unit test). Named
 * imports, not the whole English catalogue: the browser bundle must not carry every page's copy.
 */
const ENGLISH_UI: UiCopy = {
  site: SITE,
  pages: PAGE_LABELS,
  account: ACCOUNT_LABELS,
  buttons: BUTTON_LABELS,
  shell: SHELL_LABELS,
  generator: GENERATOR_COPY,
  errorScreen: ERROR_SCREEN,
  legal: LEGAL_LABELS,
  faq: FAQ_LABELS,
  home: HOME_LABELS,
  howItWorks: HOW_IT_WORKS_HEADINGS,
  widget: WIDGET_HEADINGS,
  widgetEmbed: WIDGET_EMBED_COPY,
};

/**
 * The root loader's data, read from the router's state rather than useRouteLoaderData, which
 * throws outside a data router (a component rendered on its own reads English).
 */
function useRootData(): Partial<RootData> | undefined {
  return useContext(UNSAFE_DataRouterStateContext)?.loaderData.root as Partial<RootData> | undefined;
}

/** The page's language (from its URL, or for pages without one the visitor's choice). */
export function useLocale(): Locale {
  const root = useRootData();
  // Every component that formats asks for the locale first: the page's parsed messages are ready.
  useParsedMessages(root?.parsed);
  return root?.locale ?? DEFAULT_LOCALE;
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
