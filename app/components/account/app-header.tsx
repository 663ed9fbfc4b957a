import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { useDashboardCopy } from "../../lib/i18n/use-dashboard-copy";
import { DashboardLanguageMenu } from "../dashboard/dashboard-language-menu";
import {
  AGENTS_PATH,
  ANALYTICS_OVERVIEW_PATH,
  TEMPLATES_PATH,
  WORKSPACES_PATH,
} from "../dashboard/link-paths";
import { BrandLink } from "../layout/brand-link";
import { LogOutButton } from "./log-out-button";

function navLinkClasses({ isActive }: { isActive: boolean }): string {
  const state = isActive ? "text-accent bg-page-tint" : "text-ink hover:text-accent hover:bg-page-soft";
  return `block whitespace-nowrap rounded-lg px-1.5 py-2 text-sm font-semibold no-underline sm:px-2 ${state}`;
}

/**
 * The signed-in area's header: logo home, the area's pages (Links, Analytics, Agents, Templates,
 * Settings), the current workspace (a link to switch), who is signed in, Log out (a POST). On a
 * phone the logo and the pages share the first row, the workspace, address and Log out the second
 * (Log out never sits alone on a row); from `sm` up, one row. The language menu sits before Log
 * out. The order on screen is the order in the page, so the keyboard follows what the eye sees.
 */
export function AppHeader({ email, workspace }: { email: string; workspace: string }) {
  const { nav } = useDashboardCopy();
  const pages = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the pages scroll sideways: bring the current one into view (Settings starts
  // off-screen). The list alone scrolls; scrollIntoView could move the window too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each page change
  useEffect(() => {
    const list = pages.current;
    const current = list?.querySelector('[aria-current="page"]');
    if (!list || !current) return;
    const [outer, inner] = [list.getBoundingClientRect(), current.getBoundingClientRect()];
    if (inner.left < outer.left) list.scrollLeft -= outer.left - inner.left;
    else if (inner.right > outer.right) list.scrollLeft += inner.right - outer.right;
  }, [pathname]);
  return (
    <header className="border-b border-line bg-page">
      <div className="container-page flex flex-wrap items-center gap-x-2 gap-y-2 py-3 sm:gap-x-3">
        {/* The mark alone on a phone, the name from `sm` up. */}
        <BrandLink compact />
        {/* On a phone the pages take the rest of the logo's row and scroll sideways within it (five
            do not fit beside the mark at 390 px in any language): the header keeps two rows, and
            the mark never sits alone on one. */}
        <nav aria-label={nav.nav} className="ms-auto min-w-0 flex-1 sm:flex-none">
          <ul
            ref={pages}
            className="flex items-center gap-0.5 overflow-x-auto p-1 sm:flex-wrap sm:justify-end sm:gap-1 sm:overflow-visible sm:p-0"
          >
            <li>
              <NavLink to={ACCOUNT_PATHS.dashboard} end className={navLinkClasses}>
                {nav.links}
              </NavLink>
            </li>
            <li>
              <NavLink to={ANALYTICS_OVERVIEW_PATH} className={navLinkClasses}>
                {nav.analytics}
              </NavLink>
            </li>
            <li>
              <NavLink to={AGENTS_PATH} className={navLinkClasses}>
                {nav.agents}
              </NavLink>
            </li>
            <li>
              <NavLink to={TEMPLATES_PATH} className={navLinkClasses}>
                {nav.templates}
              </NavLink>
            </li>
            <li>
              <NavLink to={ACCOUNT_PATHS.settings} className={navLinkClasses}>
                {nav.settings}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex w-full min-w-0 items-center justify-end gap-x-3 sm:w-auto">
          <NavLink
            to={WORKSPACES_PATH}
            title={`${nav.workspace}: ${workspace}`}
            className={({ isActive }) =>
              `min-w-0 max-w-[9rem] shrink-0 truncate rounded-full lg:max-w-none border px-3 py-1.5 text-sm font-semibold no-underline ${
                isActive
                  ? "border-accent text-accent"
                  : "border-line text-ink hover:border-accent hover:text-accent"
              }`
            }
          >
            <span className="sr-only">{nav.workspace}: </span>
            {workspace}
          </NavLink>
          {/* An address reads left to right, and is cut at its right end, on any page. 10rem keeps the
              header on one row at 1280 px with five pages in every language (its title has it whole). */}
          <span dir="ltr" className="min-w-0 max-w-[10rem] truncate text-sm text-ink-muted" title={email}>
            <span className="sr-only">{nav.signedInAs}</span>
            {email}
          </span>
          <DashboardLanguageMenu />
          <LogOutButton />
        </div>
      </div>
    </header>
  );
}
