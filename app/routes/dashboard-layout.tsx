import { Outlet } from "react-router";
import { AppHeader } from "../components/account/app-header";
import { VerifyEmailReminder } from "../components/account/verify-email-reminder";
import { MAIN_CONTENT_ID, SkipLink } from "../components/layout/skip-link";
import { NO_STORE } from "../lib/auth/account-page-meta";
import { requireWorkspace } from "../lib/workspaces/current-workspace.server";
import type { Route } from "./+types/dashboard-layout";

/** Every page under it is personal: never cached (child routes inherit these headers unless they set their own). */
export const headers: Route.HeadersFunction = () => NO_STORE;

/** Log-in required for everything in the signed-in area; the header shows who is signed in, and where. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, workspace } = await requireWorkspace(request, context, "view");
  return {
    email: session.account.email,
    emailVerified: session.account.emailVerified,
    workspace: workspace.name,
    /** Without mail the reminder says where the link went and whom to ask. */
    mail: { enabled: context.env.mail.smtpUrl !== undefined, operator: context.env.site.supportEmail },
  };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AppHeader email={loaderData.email} workspace={loaderData.workspace} />
      {loaderData.emailVerified ? null : (
        <VerifyEmailReminder email={loaderData.email} mail={loaderData.mail} />
      )}
      {/* tabIndex -1: the skip link moves focus here, not just the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 bg-page-soft focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
