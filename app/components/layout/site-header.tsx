import { NavLink } from "react-router";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { useUi } from "../../lib/i18n/use-copy";
import { useHeaderNav } from "../../lib/navigation";
import { LogOutButton } from "../account/log-out-button";
import { AccountLink } from "../ui/account-link";
import { ButtonLink } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { BrandLink } from "./brand-link";
import { useDisclosureMenu } from "./use-disclosure-menu";

const MENU_ID = "site-menu";

function navLinkClasses({ isActive }: { isActive: boolean }): string {
  const state = isActive ? "text-accent bg-page-tint" : "text-ink hover:text-accent hover:bg-page-soft";
  return `block rounded-lg px-3 py-2 text-base font-medium no-underline md:text-sm ${state}`;
}

/**
 * One navigation landmark for every screen size: on phones the same list sits
 * behind a Menu button (aria-expanded), so assistive technology never meets the
 * links twice. A signed-in visitor gets Log out and Dashboard in place of Login
 * and Sign Up (the server renders those pages for them: docs/decisions/0050).
 */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const menu = useDisclosureMenu();
  const { account: ACCOUNT_LABELS, shell: SHELL_LABELS } = useUi();
  const nav = useHeaderNav();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-page/90 backdrop-blur supports-[backdrop-filter]:bg-page/80">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <BrandLink />
        <nav aria-label={SHELL_LABELS.mainNav} className="flex items-center">
          <button
            ref={menu.buttonRef}
            type="button"
            className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-2 text-sm font-semibold text-ink md:hidden"
            aria-expanded={menu.open}
            aria-controls={MENU_ID}
            onClick={menu.toggle}
          >
            <Icon name={menu.open ? "close" : "menu"} />
            {SHELL_LABELS.menu}
          </button>
          <div
            id={MENU_ID}
            className={`${menu.open ? "block" : "hidden"} absolute inset-x-0 top-full border-b border-line bg-page px-4 pb-5 pt-2 shadow-lg md:static md:flex md:items-center md:gap-6 md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
          >
            <ul className="flex flex-col gap-1 md:flex-row md:items-center md:gap-1">
              {nav.map((item) => (
                <li key={item.path}>
                  <NavLink
                    to={item.path}
                    end
                    prefetch="intent"
                    className={navLinkClasses}
                    onClick={menu.close}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex items-center gap-3 border-t border-line pt-4 md:mt-0 md:border-0 md:pt-0">
              {signedIn ? (
                <>
                  <LogOutButton />
                  <ButtonLink to={ACCOUNT_PATHS.dashboard} variant="primary">
                    {ACCOUNT_LABELS.dashboard}
                  </ButtonLink>
                </>
              ) : (
                <>
                  <AccountLink
                    to="login"
                    className="px-3 py-2 text-sm font-semibold text-ink hover:text-accent"
                  >
                    {ACCOUNT_LABELS.login}
                  </AccountLink>
                  <AccountLink to="signup" variant="primary">
                    {ACCOUNT_LABELS.signUp}
                  </AccountLink>
                </>
              )}
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
