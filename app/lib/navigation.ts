import { type PageName, pathForPage } from "#core/site-pages";
import { PAGE_LABELS } from "../content/ui-labels";

export interface NavItem {
  label: string;
  path: string;
}

/** Navigation by page name (docs/product.md, pages): paths come from core/site-pages.ts, labels from the UI copy. */
function navItems(pages: readonly PageName[]): NavItem[] {
  return pages.map((page) => ({ label: PAGE_LABELS[page], path: pathForPage(page) }));
}

export const HEADER_NAV: readonly NavItem[] = navItems(["home", "features", "how-it-works", "widget", "faq"]);
export const FOOTER_NAV: readonly NavItem[] = navItems([
  "home",
  "features",
  "how-it-works",
  "faq",
  "terms",
  "privacy",
]);
