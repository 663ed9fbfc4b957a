import { Form } from "react-router";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { useUi } from "../../lib/i18n/use-copy";

/**
 * Log out is a POST (a link or an image elsewhere cannot sign anyone out), to the same
 * origin-checked action from every header; without JavaScript it is a plain form post.
 */
export function LogOutButton() {
  const { account: ACCOUNT_LABELS } = useUi();
  return (
    <Form method="post" action={ACCOUNT_PATHS.logout} className="shrink-0">
      <button
        type="submit"
        className="whitespace-nowrap rounded-full border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:border-accent hover:text-accent"
      >
        {ACCOUNT_LABELS.logOut}
      </button>
    </Form>
  );
}
