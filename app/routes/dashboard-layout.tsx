import type { ReactNode } from "react";
import { isRouteErrorResponse, Outlet } from "react-router";
import { requestLocale } from "#core/request-locale";
import { AppHeader } from "../components/account/app-header";
import { VerifyEmailReminder } from "../components/account/verify-email-reminder";
import { DashboardError } from "../components/dashboard/dashboard-error";
import { ErrorScreen } from "../components/layout/error-screen";
import { MAIN_CONTENT_ID, SkipLink } from "../components/layout/skip-link";
import { dashboardCopyOf } from "../content/catalogue";
import { catalogue } from "../content/catalogues.server";
import { NO_STORE } from "../lib/auth/account-page-meta";
import { preparsedMessages } from "../lib/i18n/preparse.server";
import { logRouteErrorInBrowser } from "../lib/log-route-error";
import { requireWorkspace } from "../lib/workspaces/current-workspace.server";
import type { Route } from "./+types/dashboard-layout";

/** Every page under it is personal: never cached (child routes inherit these headers unless they set their own). */
export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * Log-in required for everything in the signed-in area; the header shows who is signed in, and
 * where. `copy`: every page's words in the visitor's language (useDashboardCopy, dashboardCopyFrom).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, workspace } = await requireWorkspace(request, context, "view");
  const words = catalogue(requestLocale(request));
  const copy = dashboardCopyOf(words);
  // The reminder above every page until the address is confirmed, in the dashboard's language.
  const reminder = session.account.emailVerified ? null : words.VERIFY_EMAIL_REMINDER;
  return {
    email: session.account.email,
    emailVerified: session.account.emailVerified,
    workspace: workspace.name,
    /** Without mail the reminder says where the link went and whom to ask. */
    mail: { enabled: context.env.mail.smtpUrl !== undefined, operator: context.env.site.supportEmail },
    copy,
    reminder,
    /** The copy's ICU messages parsed: the browser has no ICU parser (lib/i18n/format-message.ts). */
    parsed: preparsedMessages([
      ...Object.values(copy.links),
      ...Object.values(copy.nav),
      ...Object.values(reminder ?? {}),
    ]),
  };
}

type LayoutData = Route.ComponentProps["loaderData"];

function Shell({ data, children }: { data: LayoutData; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AppHeader email={data.email} workspace={data.workspace} />
      {data.reminder === null ? null : (
        <VerifyEmailReminder email={data.email} mail={data.mail} copy={data.reminder} />
      )}
      {/* tabIndex -1: the skip link moves focus here, not just the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 bg-page-soft focus:outline-none">
        {children}
      </main>
    </div>
  );
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell data={loaderData}>
      <Outlet />
    </Shell>
  );
}

/**
 * A page of the signed-in area that failed (a role that does not allow it, above all) keeps
 * the area's header and navigation; only when the layout itself could not load is the
 * bare error screen left.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) logRouteErrorInBrowser(error);
  if (loaderData === undefined)
    return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
  return (
    <Shell data={loaderData}>
      <DashboardError error={error} />
    </Shell>
  );
}
