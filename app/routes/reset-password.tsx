import { Form, Link } from "react-router";
import { MIN_PASSWORD_LENGTH } from "#core/password-rules";
import { AuthCard } from "../components/account/auth-card";
import { FormMessage } from "../components/account/form-message";
import { SubmitButton } from "../components/account/submit-button";
import { TextField } from "../components/account/text-field";
import { TEXT_LINK } from "../components/account/text-link-styles";
import { accountCopyMeta, NO_STORE } from "../lib/auth/account-page-meta";
import { loadPasswordReset, resetPassword } from "../lib/auth/reset-password.server";
import { useFormat, useLocalePath } from "../lib/i18n/use-copy";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  accountCopyMeta(matches, loaderData?.copy);

/** A plain server form, sent without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

// same-origin: the page's address holds the reset token, which must not leak to any other site; its
// own form's POST still carries our Origin (no-referrer made it "null", refused as cross-site).
export const headers: Route.HeadersFunction = () => ({ ...NO_STORE, "Referrer-Policy": "same-origin" });

export const loader = (args: Route.LoaderArgs) => loadPasswordReset(args);

export const action = (args: Route.ActionArgs) => resetPassword(args);

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors: { password?: string; form?: string } = actionData?.errors ?? {};
  const { copy, fields } = loaderData;
  const format = useFormat();
  const localePath = useLocalePath();
  const usable = loaderData.usable && !errors.form;
  return (
    <AuthCard
      title={copy.title}
      footer={
        <Link to={localePath("/forgot-password")} className={TEXT_LINK}>
          {copy.askAgain}
        </Link>
      }
    >
      {usable ? (
        <Form method="post" className="flex flex-col gap-5" noValidate>
          <input type="hidden" name="token" value={loaderData.token} />
          <TextField
            name="password"
            label={fields.newPassword}
            type="password"
            autoComplete="new-password"
            hint={`${format(fields.passwordHint, { min: MIN_PASSWORD_LENGTH })} ${fields.signedOutEverywhere}`}
            error={errors.password}
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={200}
          />
          <SubmitButton label={copy.submit} pendingLabel={copy.submitting} />
        </Form>
      ) : (
        <FormMessage tone="error">{errors.form ?? loaderData.unusable}</FormMessage>
      )}
    </AuthCard>
  );
}
