import { Outlet } from "react-router";
import { AccountDeletedNotice } from "../components/account/account-deleted-notice";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { MAIN_CONTENT_ID, SkipLink } from "../components/layout/skip-link";

/** Header, main landmark and footer around every page except the embeddable widget. */
export default function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      {/* tabIndex -1: the skip link moves focus here, not just the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <AccountDeletedNotice />
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
