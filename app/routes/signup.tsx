import { Form, Link } from "react-router";
import { MIN_PASSWORD_LENGTH } from "#core/password-rules";
import { SITE_PAGES } from "#core/site-pages";
import { AuthCard } from "../components/account/auth-card";
import { FormMessage } from "../components/account/form-message";
import { SubmitButton } from "../components/account/submit-button";
import { EmailField, TextField } from "../components/account/text-field";
import { TEXT_LINK } from "../components/account/text-link-styles";
import { accountPageHeaders, accountPageMeta } from "../lib/auth/account-page-meta";
import { prefilledEmail, withEmail } from "../lib/auth/prefilled-email";
import { pathWithNext } from "../lib/auth/safe-next-path";
import { nextForSignedOutPage } from "../lib/auth/session.server";
import { signUp } from "../lib/auth/sign-up.server";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/signup";

/** A plain server form, sent without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

export const meta: Route.MetaFunction = ({ matches }) =>
  accountPageMeta(matches, "Sign Up", "Create a free ChatLink account with your email and a password.");

export const headers: Route.HeadersFunction = accountPageHeaders;

/** Already signed in: straight on to where they were going. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { next: await nextForSignedOutPage(request, context), email: prefilledEmail(request) };
}

export const action = (args: Route.ActionArgs) => signUp(args);

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  const loginHref = withEmail(pathWithNext("/login", loaderData.next), loaderData.email);
  return (
    <AuthCard
      title="Create your free account"
      intro="Email and password only. No card, no trial: it takes under a minute."
      footer={
        <>
          Already have an account?{" "}
          <Link to={loginHref} className={TEXT_LINK}>
            Log in
          </Link>
        </>
      }
    >
      <Form method="post" className="flex flex-col gap-5" noValidate>
        {errors.form ? <FormMessage tone="error">{errors.form}</FormMessage> : null}
        <input type="hidden" name="next" value={loaderData.next} />
        <EmailField defaultValue={actionData?.values.email ?? loaderData.email} error={errors.email} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters. Not your email, and not a common password.`}
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
              I am at least 13 years old (16 in the European Union), and I agree to the{" "}
              <Link to={SITE_PAGES.terms} className={TEXT_LINK}>
                Terms
              </Link>{" "}
              and the{" "}
              <Link to={SITE_PAGES.privacy} className={TEXT_LINK}>
                Privacy Policy
              </Link>
              .
            </label>
          </div>
          {errors.ageConfirmed ? (
            <p id="ageConfirmed-error" className="text-sm font-medium text-red-700 dark:text-red-300">
              {errors.ageConfirmed}
            </p>
          ) : null}
        </div>
        <SubmitButton label="Create account" pendingLabel="Creating account…" />
      </Form>
    </AuthCard>
  );
}
