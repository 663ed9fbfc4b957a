import { Form, Link } from "react-router";
import { AuthCard } from "../components/account/auth-card";
import { FormMessage } from "../components/account/form-message";
import { SubmitButton } from "../components/account/submit-button";
import { TEXT_LINK } from "../components/account/text-link-styles";
import { buttonClasses } from "../components/ui/button-styles";
import { accountCopyMeta, NO_STORE } from "../lib/auth/account-page-meta";
import { useFormat } from "../lib/i18n/use-copy";
import { WITHOUT_REACT } from "../lib/without-react";
import { answerInvitation, loadInvitation } from "../lib/workspaces/invitation-page.server";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  accountCopyMeta(matches, loaderData?.copy);

/** A plain server form, sent without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

// same-origin: the page's address holds the invitation's token, which must not leak to any other site; its
// own form's POST still carries our Origin (no-referrer made it "null", refused as cross-site).
export const headers: Route.HeadersFunction = () => ({ ...NO_STORE, "Referrer-Policy": "same-origin" });

export const loader = (args: Route.LoaderArgs) => loadInvitation(args);

export const action = (args: Route.ActionArgs) => answerInvitation(args);

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation, signedInAs, verified, copy: COPY } = loaderData;
  const format = useFormat();
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
          {format(invitation.invitedBy === null ? COPY.summaryUnknownInviter : COPY.summary, {
            inviter: invitation.invitedBy ?? "",
            workspace: invitation.workspace,
            role: COPY.roles[invitation.role],
          })}{" "}
          {format(COPY.forAddress, { email: invitation.email })}
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
        <FormMessage tone="error">{format(COPY.wrongAccount, { email: signedInAs })}</FormMessage>
      ) : (!verified && !invitation.provesAddress) || error === "unverified" ? (
        <FormMessage tone="error">
          {loaderData.mailEnabled ? COPY.unverified : COPY.unverifiedWithoutMail}
        </FormMessage>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          {verified ? null : (
            <p className="text-ink">{format(COPY.confirmsAddress, { email: invitation.email })}</p>
          )}
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton label={COPY.accept} pendingLabel={COPY.accepting} />
        </Form>
      )}
      {signedInAs !== null && !mine ? (
        <p className="mt-4 text-sm">
          <Link to="/dashboard" className={TEXT_LINK}>
            {COPY.backToLinks}
          </Link>
        </p>
      ) : null}
    </AuthCard>
  );
}
