import { Form, Link } from "react-router";
import { AuthCard } from "../components/account/auth-card";
import { FormMessage } from "../components/account/form-message";
import { SubmitButton } from "../components/account/submit-button";
import { EmailField, TextField } from "../components/account/text-field";
import { TEXT_LINK } from "../components/account/text-link-styles";
import { accountPageCopy } from "../lib/auth/account-copy.server";
import { accountCopyMeta, accountPageHeaders } from "../lib/auth/account-page-meta";
import { logIn } from "../lib/auth/log-in.server";
import { prefilledEmail, withEmail } from "../lib/auth/prefilled-email";
import { pathWithNext } from "../lib/auth/safe-next-path";
import { nextForSignedOutPage } from "../lib/auth/session.server";
import { useLocalePath } from "../lib/i18n/use-copy";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/login";

/** A plain server form, sent without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  accountCopyMeta(matches, loaderData?.copy);

export const headers: Route.HeadersFunction = accountPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = await nextForSignedOutPage(request, context);
  return {
    next,
    email: prefilledEmail(request),
    passwordReset: new URL(request.url).searchParams.get("reset") === "done",
    ...accountPageCopy(request, "login"),
  };
}

export const action = (args: Route.ActionArgs) => logIn(args);

export default function LogInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, fields } = loaderData;
  const localePath = useLocalePath();
  const errors = actionData?.errors ?? {};
  const signupHref = localePath(withEmail(pathWithNext("/signup", loaderData.next), loaderData.email));
  return (
    <AuthCard
      title={copy.title}
      footer={
        <>
          {copy.newHere}{" "}
          <Link to={signupHref} className={TEXT_LINK}>
            {copy.createAccount}
          </Link>
        </>
      }
    >
      <Form method="post" className="flex flex-col gap-5" noValidate>
        {loaderData.passwordReset && !actionData ? (
          <FormMessage tone="success">{copy.passwordChanged}</FormMessage>
        ) : null}
        {errors.form ? <FormMessage tone="error">{errors.form}</FormMessage> : null}
        <input type="hidden" name="next" value={loaderData.next} />
        <EmailField
          label={fields.email}
          defaultValue={actionData?.values.email ?? loaderData.email}
          error={errors.email}
        />
        <TextField
          name="password"
          label={fields.password}
          type="password"
          autoComplete="current-password"
          error={errors.password}
          maxLength={200}
        />
        <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Link to={localePath("/forgot-password")} className={`${TEXT_LINK} text-sm`}>
            {copy.forgotPassword}
          </Link>
          <SubmitButton label={copy.submit} pendingLabel={copy.submitting} />
        </div>
      </Form>
    </AuthCard>
  );
}
