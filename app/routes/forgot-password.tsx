import { Form, Link } from "react-router";
import { AuthCard } from "../components/account/auth-card";
import { FormMessage } from "../components/account/form-message";
import { SubmitButton } from "../components/account/submit-button";
import { EmailField } from "../components/account/text-field";
import { TEXT_LINK } from "../components/account/text-link-styles";
import { accountPageHeaders, accountPageMeta } from "../lib/auth/account-page-meta";
import { RESET_REQUESTED } from "../lib/auth/auth-messages";
import { requestPasswordReset } from "../lib/auth/request-password-reset.server";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/forgot-password";

/** A plain server form, sent without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

export const meta: Route.MetaFunction = ({ matches }) =>
  accountPageMeta(
    matches,
    "Reset Your Password",
    "Get a link to choose a new password for your ChatLink account.",
  );

export const headers: Route.HeadersFunction = accountPageHeaders;

export const action = (args: Route.ActionArgs) => requestPasswordReset(args);

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const errors: { email?: string; form?: string } = actionData?.errors ?? {};
  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={
        <Link to="/login" className={TEXT_LINK}>
          Back to log in
        </Link>
      }
    >
      {actionData?.sent ? (
        <FormMessage tone="success">{RESET_REQUESTED}</FormMessage>
      ) : (
        <Form method="post" className="flex flex-col gap-5" noValidate>
          {errors.form ? <FormMessage tone="error">{errors.form}</FormMessage> : null}
          <EmailField defaultValue={actionData?.values.email} error={errors.email} />
          <SubmitButton label="Send reset link" pendingLabel="Sending…" />
        </Form>
      )}
    </AuthCard>
  );
}
