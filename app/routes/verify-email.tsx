import { Form, Link } from "react-router";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { AuthCard } from "../components/account/auth-card";
import { FormMessage } from "../components/account/form-message";
import { SubmitButton } from "../components/account/submit-button";
import { TEXT_LINK } from "../components/account/text-link-styles";
import { accountCopyMeta, NO_STORE } from "../lib/auth/account-page-meta";
import { loadEmailVerification, updateEmailVerification } from "../lib/auth/verify-email.server";
import { useFormat, useLocalePath } from "../lib/i18n/use-copy";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  accountCopyMeta(matches, loaderData?.copy);

/** A plain server form, sent without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

// same-origin: the page's address holds the token, which must not leak to any other site; its
// own form's POST still carries our Origin (no-referrer made it "null", refused as cross-site).
export const headers: Route.HeadersFunction = () => ({ ...NO_STORE, "Referrer-Policy": "same-origin" });

export const loader = (args: Route.LoaderArgs) => loadEmailVerification(args);

export const action = (args: Route.ActionArgs) => updateEmailVerification(args);

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy: COPY } = loaderData;
  const format = useFormat();
  const localePath = useLocalePath();
  const confirmed = actionData?.intent === "confirm" ? actionData.confirmed : undefined;
  const footer = loaderData.signedIn ? (
    <Link to={ACCOUNT_PATHS.dashboard} className={TEXT_LINK}>
      {COPY.toDashboard}
    </Link>
  ) : (
    <Link to={localePath(ACCOUNT_PATHS.login)} className={TEXT_LINK}>
      {COPY.logIn}
    </Link>
  );
  return (
    <AuthCard title={COPY.title} intro={COPY.intro} footer={footer}>
      {typeof confirmed === "string" ? (
        <FormMessage tone="success">{format(COPY.confirmed, { email: confirmed })}</FormMessage>
      ) : confirmed === null ? (
        <FormMessage tone="error">{COPY.unusable}</FormMessage>
      ) : loaderData.token === null ? (
        <FormMessage tone="error">{COPY.noToken}</FormMessage>
      ) : (
        <Form method="post" className="flex flex-col gap-5" noValidate>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton intent="confirm" label={COPY.confirmButton} pendingLabel={COPY.confirming} />
        </Form>
      )}
    </AuthCard>
  );
}
