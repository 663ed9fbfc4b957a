import { data, Outlet } from "react-router";
import { AccountDeletedNotice } from "../components/account/account-deleted-notice";
import { LanguageOffer } from "../components/layout/language-offer";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { MAIN_CONTENT_ID, SkipLink } from "../components/layout/skip-link";
import { readSiteVisitor } from "../lib/auth/site-visitor.server";
import type { Route } from "./+types/site-layout";

/**
 * Who is looking, for the header and the account-deleted notice. The prerendered
 * pages run this at build time (anonymous: no cookie, no load context); the server
 * renders them instead for a visitor with a session cookie or `?account=deleted`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { visitor, headers } = await readSiteVisitor(request, context);
  return data(visitor, { headers });
}

/** Vary: Cookie always, private/no-store for a signed-in answer; pages under it inherit them unless they set their own. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Header, main landmark and footer around every page except the embeddable widget. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LanguageOffer />
      <SiteHeader signedIn={loaderData.signedIn} />
      {/* tabIndex -1: the skip link moves focus here, not just the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {loaderData.accountDeleted && <AccountDeletedNotice />}
        <Outlet />
      </main>
      <SiteFooter signedIn={loaderData.signedIn} />
    </div>
  );
}
