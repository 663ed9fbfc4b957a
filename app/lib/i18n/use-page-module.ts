import { useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import type { CatalogueModules } from "../../content/catalogue";
import { type ParsedMessages, useParsedMessages } from "./format-message";

/** A page's own copy modules, as its loader sends them (`pageCopy`, lib/i18n/page-modules.server.ts). */
export interface PageModules<K extends keyof CatalogueModules> {
  modules: Partial<Pick<CatalogueModules, K>>;
  parsed: ParsedMessages;
}

/**
 * One copy module in the page's language, from the loader data of whichever matched route sent it
 * (`pageCopy`); English when none did (a unit test, an error screen). The English module is passed
 * in by the component that already imports it: the browser bundle carries no other language.
 */
export function usePageModule<K extends keyof CatalogueModules>(
  name: K,
  english: CatalogueModules[K],
): CatalogueModules[K] {
  const state = useContext(UNSAFE_DataRouterStateContext);
  let found: PageModules<K> | undefined;
  for (const data of Object.values(state?.loaderData ?? {})) {
    const copy = (data as { pageCopy?: PageModules<K> } | null)?.pageCopy;
    if (copy?.modules[name] !== undefined) found = copy;
  }
  useParsedMessages(found?.parsed);
  return found?.modules[name] ?? english;
}
