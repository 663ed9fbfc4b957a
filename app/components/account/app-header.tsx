import { NavLink } from "react-router";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { WORKSPACES_COPY } from "../../content/workspaces";
import { AGENTS_PATH, TEMPLATES_PATH, WORKSPACES_PATH } from "../dashboard/link-paths";
import { BrandLink } from "../layout/brand-link";
import { LogOutButton } from "./log-out-button";

function navLinkClasses({ isActive }: { isActive: boolean }): string {
  const state = isActive ? "text-accent bg-page-tint" : "text-ink hover:text-accent hover:bg-page-soft";
  return `block rounded-lg px-1.5 py-2 text-sm font-semibold no-underline sm:px-3 ${state}`;
}

/**
 * The signed-in area's header: logo home, Links and Settings, the current workspace (a
 * link to switch), who is signed in, Log out (a POST). On a phone the logo and the pages
 * share the first row, the workspace, address and Log out the second (Log out never sits
 * alone on a row); from `sm` up, one row. The order on screen is the order in the page,
 * so the keyboard follows what the eye sees.
 */
export function AppHeader({ email, workspace }: { email: string; workspace: string }) {
  return (
    <header className="border-b border-line bg-page">
      <div className="container-page flex flex-wrap items-center gap-x-2 gap-y-2 py-3 sm:gap-x-4">
        {/* Four pages beside the logo on a 390 px phone: the mark alone there, the name from `sm` up. */}
        <BrandLink compact />
        <nav aria-label="Account" className="ms-auto">
          <ul className="flex flex-wrap items-center gap-0.5 sm:gap-1">
            <li>
              <NavLink to={ACCOUNT_PATHS.dashboard} end className={navLinkClasses}>
                Links
              </NavLink>
            </li>
            <li>
              <NavLink to={AGENTS_PATH} className={navLinkClasses}>
                Agents
              </NavLink>
            </li>
            <li>
              <NavLink to={TEMPLATES_PATH} className={navLinkClasses}>
                Templates
              </NavLink>
            </li>
            <li>
              <NavLink to={ACCOUNT_PATHS.settings} className={navLinkClasses}>
                Settings
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex w-full min-w-0 items-center justify-end gap-x-3 sm:w-auto">
          <NavLink
            to={WORKSPACES_PATH}
            title={`${WORKSPACES_COPY.headerLabel}: ${workspace}`}
            className={({ isActive }) =>
              `min-w-0 max-w-[9rem] shrink-0 truncate rounded-full lg:max-w-none border px-3 py-1.5 text-sm font-semibold no-underline ${
                isActive
                  ? "border-accent text-accent"
                  : "border-line text-ink hover:border-accent hover:text-accent"
              }`
            }
          >
            <span className="sr-only">{WORKSPACES_COPY.headerLabel}: </span>
            {workspace}
          </NavLink>
          {/* An address reads left to right, and is cut at its right end, on any page. */}
          <span dir="ltr" className="min-w-0 max-w-[14rem] truncate text-sm text-ink-muted" title={email}>
            <span className="sr-only">Signed in as </span>
            {email}
          </span>
          <LogOutButton />
        </div>
      </div>
    </header>
  );
}
