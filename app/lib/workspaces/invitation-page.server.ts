import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { requestLocale } from "#core/request-locale";
import { ACCOUNT_PATHS, pagePathIn } from "#core/site-pages";
import { acceptInvitation, type InvitationRef } from "#domain/workspaces/accept-invitation.server";
import { findInvitation } from "#domain/workspaces/find-invitation.server";
import { accountPageCopy } from "../auth/account-copy.server";
import { NO_STORE } from "../auth/account-page-meta";
import { formText } from "../auth/form-text";
import { getSignedInAccount, requireSession } from "../auth/session.server";
import { readForm } from "../read-form.server";
import { workspaceCookie } from "./current-workspace.server";

/** `page?next=<here>&email=<invited address>`: log-in and sign-up come back here with the address filled in. */
function accountPath(page: string, here: string, email: string): string {
  return `${page}?${new URLSearchParams({ next: here, email })}`;
}

/**
 * GET /invitation?token=…: who invited whom to what, and what to do next: log in or sign up
 * with the invited address (coming back here), confirm it, or press Join. The mailed token
 * confirms the address as it joins; a copied link needs it confirmed first.
 */
export async function loadInvitation({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const [invitation, account] = await Promise.all([
    findInvitation(context.db, token.slice(0, 200), context.invitationLinkKey),
    getSignedInAccount(request, context),
  ]);
  const here = `${url.pathname}${url.search}`;
  // Log-in and sign-up in the invitation page's language.
  const locale = requestLocale(request);
  const email = invitation?.email ?? "";
  return data(
    {
      token,
      invitation:
        invitation === null
          ? null
          : {
              workspace: invitation.workspaceName,
              email: invitation.email,
              role: invitation.role,
              invitedBy: invitation.invitedBy,
              provesAddress: invitation.provesAddress,
            },
      signedInAs: account?.email ?? null,
      verified: account?.emailVerified ?? false,
      mailEnabled: context.env.mail.smtpUrl !== undefined,
      loginPath: accountPath(pagePathIn(locale, ACCOUNT_PATHS.login), here, email),
      signupPath: accountPath(pagePathIn(locale, ACCOUNT_PATHS.signup), here, email),
      ...accountPageCopy(request, "invitation"),
    },
    { headers: NO_STORE },
  );
}

/**
 * POST: join, by the page's token or (Join on the dashboard) by the invitation's id. Signed
 * out → log in first; another address or an unconfirmed one → the page says why.
 */
export async function answerInvitation({ request, context }: ActionFunctionArgs) {
  const session = await requireSession(request, context);
  const form = await readForm(request);
  const id = formText(form, "invitation", 40);
  const ref: InvitationRef =
    id === "" ? { token: formText(form, "token", 100), linkKey: context.invitationLinkKey } : { id };
  const result = await acceptInvitation(context.db, session.account, ref);
  if (!result.ok)
    return data(
      { error: result.error },
      { status: result.error === "not_found" ? 404 : 403, headers: NO_STORE },
    );
  return redirect(ACCOUNT_PATHS.dashboard, {
    headers: { ...NO_STORE, "Set-Cookie": workspaceCookie(result.workspaceId, context.env.publicUrl) },
  });
}
