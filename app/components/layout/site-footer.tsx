import { Link } from "react-router";
import { withSiteName } from "#core/site-config";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { useUi } from "../../lib/i18n/use-copy";
import { useFooterNav } from "../../lib/navigation";
import { useSiteConfig } from "../../lib/site-config";
import { AccountLink } from "../ui/account-link";
import { BrandLink } from "./brand-link";
import { LanguageSwitcher } from "./language-switcher";

const LINK = "text-sm text-ink-muted no-underline hover:text-accent hover:underline";

/** A signed-in visitor's Account column leads to their dashboard and settings instead of sign-up and login. */
export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  const { siteName } = useSiteConfig();
  const { site: SITE, account: ACCOUNT_LABELS, shell: SHELL_LABELS } = useUi();
  const nav = useFooterNav();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-line bg-page-soft">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <BrandLink />
          <p className="mt-3 text-sm leading-6 text-ink-muted">{withSiteName(SITE.footerBlurb, siteName)}</p>
        </div>
        <nav aria-label={SHELL_LABELS.footerNav}>
          <h2 className="text-sm font-semibold text-ink">{SHELL_LABELS.footerPagesHeading}</h2>
          <ul className="mt-3 grid gap-2">
            {nav.map((item) => (
              <li key={item.path}>
                <Link to={item.path} prefetch="intent" className={LINK}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-ink">{SHELL_LABELS.footerAccountHeading}</h2>
          {signedIn ? (
            <ul className="mt-3 grid gap-2">
              <li>
                <Link to={ACCOUNT_PATHS.dashboard} className={LINK}>
                  {ACCOUNT_LABELS.dashboard}
                </Link>
              </li>
              <li>
                <Link to={ACCOUNT_PATHS.settings} className={LINK}>
                  {ACCOUNT_LABELS.settings}
                </Link>
              </li>
            </ul>
          ) : (
            <ul className="mt-3 grid gap-2">
              <li>
                <AccountLink to="signup" className={LINK}>
                  {ACCOUNT_LABELS.signUp}
                </AccountLink>
              </li>
              <li>
                <AccountLink to="login" className={LINK}>
                  {ACCOUNT_LABELS.login}
                </AccountLink>
              </li>
            </ul>
          )}
        </div>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-2 py-6 text-xs leading-5 text-ink-muted sm:flex-row sm:justify-between">
          {/* The year is baked in at prerender time; a page hydrated after New Year may differ. */}
          <div className="flex flex-col gap-2">
            <p suppressHydrationWarning>
              © {year} {siteName}
            </p>
            <LanguageSwitcher />
          </div>
          <p className="max-w-xl sm:text-end">{withSiteName(SITE.trademarkNotice, siteName)}</p>
        </div>
      </div>
    </footer>
  );
}
