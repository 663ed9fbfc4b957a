import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { WORKSPACE_ROLE_LABELS } from "#core/workspace-roles";
import { acceptInvitation } from "#domain/workspaces/accept-invitation.server";
import { findInvitation } from "#domain/workspaces/find-invitation.server";
import { NO_STORE } from "../auth/account-page-meta";
import { formText } from "../auth/form-text";
import { getSignedInAccount, requireSession } from "../auth/session.server";
import { readForm } from "../read-form.server";
import { workspaceCookie } from "./current-workspace.server";

/**
 * GET /invitation?token=…: who invited whom to what, and what to do next: log in or sign up
 * with the invited address (coming back here), confirm it, or press Join.
 */
export async function loadInvitation({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const [invitation, account] = await Promise.all([
    findInvitation(context.db, token),
    getSignedInAccount(request, context),
  ]);
  const here = `${url.pathname}${url.search}`;
  return data(
    {
      token,
      invitation:
        invitation === null
          ? null
          : {
              workspace: invitation.workspaceName,
              email: invitation.email,
              role: WORKSPACE_ROLE_LABELS[invitation.role].toLowerCase(),
              invitedBy: invitation.invitedBy,
            },
      signedInAs: account?.email ?? null,
      verified: account?.emailVerified ?? false,
      loginPath: `${ACCOUNT_PATHS.login}?next=${encodeURIComponent(here)}`,
      signupPath: `${ACCOUNT_PATHS.signup}?next=${encodeURIComponent(here)}`,
    },
    { headers: NO_STORE },
  );
}

/** POST: join. Signed out → log in first; another address or an unconfirmed one → the page says why. */
export async function answerInvitation({ request, context }: ActionFunctionArgs) {
  const session = await requireSession(request, context);
  const form = await readForm(request);
  const result = await acceptInvitation(context.db, session.account, formText(form, "token", 100));
  if (!result.ok)
    return data(
      { error: result.error },
      { status: result.error === "not_found" ? 404 : 403, headers: NO_STORE },
    );
  return redirect(ACCOUNT_PATHS.dashboard, {
    headers: { ...NO_STORE, "Set-Cookie": workspaceCookie(result.workspaceId, context.env.publicUrl) },
  });
}
