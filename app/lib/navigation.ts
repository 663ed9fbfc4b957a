import { type PageName, pathForPage } from "#core/site-pages";
import { useLocalePath, useUi } from "./i18n/use-copy";

export interface NavItem {
  label: string;
  path: string;
}

const HEADER_PAGES: readonly PageName[] = ["home", "features", "how-it-works", "widget", "faq"];
const FOOTER_PAGES: readonly PageName[] = ["home", "features", "how-it-works", "faq", "terms", "privacy"];

/** Navigation by page name (docs/product.md, pages): paths from core/site-pages.ts in the page's language, labels from its copy. */
function useNav(pages: readonly PageName[]): NavItem[] {
  const labels = useUi().pages;
  const localize = useLocalePath();
  return pages.map((page) => ({ label: labels[page], path: localize(pathForPage(page)) }));
}

export const useHeaderNav = () => useNav(HEADER_PAGES);
export const useFooterNav = () => useNav(FOOTER_PAGES);
