import { Form, Link } from "react-router";
import { MIN_PASSWORD_LENGTH } from "#core/password-rules";
import { AuthCard } from "../components/account/auth-card";
import { FormMessage } from "../components/account/form-message";
import { MessageWithNodes } from "../components/account/message-with-nodes";
import { SubmitButton } from "../components/account/submit-button";
import { EmailField, TextField } from "../components/account/text-field";
import { TEXT_LINK } from "../components/account/text-link-styles";
import { accountPageCopy } from "../lib/auth/account-copy.server";
import { accountCopyMeta, accountPageHeaders } from "../lib/auth/account-page-meta";
import { prefilledEmail, withEmail } from "../lib/auth/prefilled-email";
import { pathWithNext } from "../lib/auth/safe-next-path";
import { nextForSignedOutPage } from "../lib/auth/session.server";
import { signUp } from "../lib/auth/sign-up.server";
import { useFormat, useLocalePath } from "../lib/i18n/use-copy";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/signup";

/** A plain server form, sent without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  accountCopyMeta(matches, loaderData?.copy);

export const headers: Route.HeadersFunction = accountPageHeaders;

/** Already signed in: straight on to where they were going. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    next: await nextForSignedOutPage(request, context),
    email: prefilledEmail(request),
    ...accountPageCopy(request, "signup"),
  };
}

export const action = (args: Route.ActionArgs) => signUp(args);

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, fields } = loaderData;
  const format = useFormat();
  const localePath = useLocalePath();
  const errors = actionData?.errors ?? {};
  const loginHref = localePath(withEmail(pathWithNext("/login", loaderData.next), loaderData.email));
  return (
    <AuthCard
      title={copy.title}
      intro={copy.intro}
      footer={
        <>
          {copy.haveAccount}{" "}
          <Link to={loginHref} className={TEXT_LINK}>
            {copy.logIn}
          </Link>
        </>
      }
    >
      <Form method="post" className="flex flex-col gap-5" noValidate>
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
          autoComplete="new-password"
          hint={format(fields.passwordHint, { min: MIN_PASSWORD_LENGTH })}
          error={errors.password}
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={200}
        />
        <div className="flex flex-col gap-1.5">
          <div className="flex items-start gap-3">
            <input
              id="ageConfirmed"
              name="ageConfirmed"
              type="checkbox"
              value="yes"
              required
              aria-invalid={errors.ageConfirmed ? true : undefined}
              aria-describedby={errors.ageConfirmed ? "ageConfirmed-error" : undefined}
              className="mt-1 size-5 shrink-0 accent-[var(--accent)]"
            />
            <label htmlFor="ageConfirmed" className="text-sm text-ink">
              <MessageWithNodes
                message={copy.ageAndTerms}
                nodes={{
                  terms: (
                    <Link to={localePath("/terms")} className={TEXT_LINK}>
                      {copy.terms}
                    </Link>
                  ),
                  privacy: (
                    <Link to={localePath("/privacy")} className={TEXT_LINK}>
                      {copy.privacy}
                    </Link>
                  ),
                }}
              />
            </label>
          </div>
          {errors.ageConfirmed ? (
            <p id="ageConfirmed-error" className="text-sm font-medium text-red-700 dark:text-red-300">
              {errors.ageConfirmed}
            </p>
          ) : null}
        </div>
        <SubmitButton label={copy.submit} pendingLabel={copy.submitting} />
      </Form>
    </AuthCard>
  );
}
