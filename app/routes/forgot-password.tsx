import { Form, Link } from "react-router";
import { AuthCard } from "../components/account/auth-card";
import { FormMessage } from "../components/account/form-message";
import { SubmitButton } from "../components/account/submit-button";
import { EmailField } from "../components/account/text-field";
import { TEXT_LINK } from "../components/account/text-link-styles";
import { accountPageCopy } from "../lib/auth/account-copy.server";
import { accountCopyMeta, accountPageHeaders } from "../lib/auth/account-page-meta";
import { requestPasswordReset } from "../lib/auth/request-password-reset.server";
import { useLocalePath } from "../lib/i18n/use-copy";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/forgot-password";

/** A plain server form, sent without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  accountCopyMeta(matches, loaderData?.copy);

export const headers: Route.HeadersFunction = accountPageHeaders;

export const loader = ({ request }: Route.LoaderArgs) => accountPageCopy(request, "forgotPassword");

export const action = (args: Route.ActionArgs) => requestPasswordReset(args);

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, fields } = loaderData;
  const localePath = useLocalePath();
  const errors: { email?: string; form?: string } = actionData?.errors ?? {};
  return (
    <AuthCard
      title={copy.title}
      intro={copy.intro}
      footer={
        <Link to={localePath("/login")} className={TEXT_LINK}>
          {copy.backToLogin}
        </Link>
      }
    >
      {actionData?.sent ? (
        <FormMessage tone="success">{copy.requested}</FormMessage>
      ) : (
        <Form method="post" className="flex flex-col gap-5" noValidate>
          {errors.form ? <FormMessage tone="error">{errors.form}</FormMessage> : null}
          <EmailField label={fields.email} defaultValue={actionData?.values.email} error={errors.email} />
          <SubmitButton label={copy.submit} pendingLabel={copy.submitting} />
        </Form>
      )}
    </AuthCard>
  );
}
