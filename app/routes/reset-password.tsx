import { Form, Link } from "react-router";
import { MIN_PASSWORD_LENGTH } from "#core/password-rules";
import { AuthCard } from "../components/account/auth-card";
import { FormMessage } from "../components/account/form-message";
import { SubmitButton } from "../components/account/submit-button";
import { TextField } from "../components/account/text-field";
import { TEXT_LINK } from "../components/account/text-link-styles";
import { accountPageMeta, NO_STORE } from "../lib/auth/account-page-meta";
import { RESET_LINK_UNUSABLE } from "../lib/auth/auth-messages";
import { loadPasswordReset, resetPassword } from "../lib/auth/reset-password.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) =>
  accountPageMeta(matches, "Choose a New Password", "Choose a new password for your ChatLink account.");

// no-referrer: the page's address holds the reset token; it must not leak to any other site.
export const headers: Route.HeadersFunction = () => ({ ...NO_STORE, "Referrer-Policy": "no-referrer" });

export const loader = (args: Route.LoaderArgs) => loadPasswordReset(args);

export const action = (args: Route.ActionArgs) => resetPassword(args);

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors: { password?: string; form?: string } = actionData?.errors ?? {};
  const usable = loaderData.usable && !errors.form;
  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Link to="/forgot-password" className={TEXT_LINK}>
          Ask for a new reset link
        </Link>
      }
    >
      {usable ? (
        <Form method="post" className="flex flex-col gap-5" noValidate>
          <input type="hidden" name="token" value={loaderData.token} />
          <TextField
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters. Not your email, and not a common password. Every device signed in to your account will be signed out.`}
            error={errors.password}
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={200}
          />
          <SubmitButton label="Save new password" pendingLabel="Saving…" />
        </Form>
      ) : (
        <FormMessage tone="error">{errors.form ?? RESET_LINK_UNUSABLE}</FormMessage>
      )}
    </AuthCard>
  );
}
