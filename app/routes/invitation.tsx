import { Form, Link } from "react-router";
import { AuthCard } from "../components/account/auth-card";
import { FormMessage } from "../components/account/form-message";
import { SubmitButton } from "../components/account/submit-button";
import { TEXT_LINK } from "../components/account/text-link-styles";
import { buttonClasses } from "../components/ui/button-styles";
import { INVITATION_COPY as COPY } from "../content/members";
import { accountPageMeta, NO_STORE } from "../lib/auth/account-page-meta";
import { answerInvitation, loadInvitation } from "../lib/workspaces/invitation-page.server";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = ({ matches }) =>
  accountPageMeta(matches, COPY.title, COPY.metaDescription);

// no-referrer: the page's address holds the invitation's token; it must not leak to any other site.
export const headers: Route.HeadersFunction = () => ({ ...NO_STORE, "Referrer-Policy": "no-referrer" });

export const loader = (args: Route.LoaderArgs) => loadInvitation(args);

export const action = (args: Route.ActionArgs) => answerInvitation(args);

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation, signedInAs, verified } = loaderData;
  const error = actionData?.error;
  if (invitation === null || error === "not_found")
    return (
      <AuthCard title={COPY.title}>
        <FormMessage tone="error">
          {loaderData.token === "" && error !== "not_found" ? COPY.noToken : COPY.unusable}
        </FormMessage>
      </AuthCard>
    );
  const mine = signedInAs === invitation.email;
  return (
    <AuthCard
      title={COPY.title}
      intro={
        <>
          {COPY.summary(invitation.invitedBy, invitation.workspace, invitation.role)}{" "}
          {COPY.forAddress(invitation.email)}
        </>
      }
    >
      {signedInAs === null ? (
        <div className="flex flex-col gap-4">
          <p className="text-ink">{COPY.signedOut}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={loaderData.loginPath} className={buttonClasses("primary", "md")}>
              {COPY.logIn}
            </Link>
            <Link to={loaderData.signupPath} className={buttonClasses("secondary", "md")}>
              {COPY.signUp}
            </Link>
          </div>
        </div>
      ) : !mine || error === "wrong_account" ? (
        <FormMessage tone="error">{COPY.wrongAccount(signedInAs)}</FormMessage>
      ) : (!verified && !invitation.provesAddress) || error === "unverified" ? (
        <FormMessage tone="error">
          {loaderData.mailEnabled ? COPY.unverified : COPY.unverifiedWithoutMail}
        </FormMessage>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          {verified ? null : <p className="text-ink">{COPY.confirmsAddress(invitation.email)}</p>}
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton label={COPY.accept} pendingLabel={COPY.accepting} />
        </Form>
      )}
      {signedInAs !== null && !mine ? (
        <p className="mt-4 text-sm">
          <Link to="/dashboard" className={TEXT_LINK}>
            Back to your links
          </Link>
        </p>
      ) : null}
    </AuthCard>
  );
}
