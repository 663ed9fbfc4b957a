import { Form, Link, useNavigation } from "react-router";
import { useFormat } from "../../lib/i18n/use-copy";
import { useDashboardCopy } from "../../lib/i18n/use-dashboard-copy";
import { buttonClasses } from "../ui/button-styles";
import type { NumberProblem } from "./dashboard-link";
import { LINK_PATHS } from "./link-paths";

/**
 * A stored number that cannot receive WhatsApp messages, said in words on the
 * link's card, with the evident fix as one button (a plain form post, so it
 * works without JavaScript) or, when none is evident, a link to edit the number.
 * Nothing changes until the owner presses it.
 */
export function NumberProblemNotice({
  id,
  code,
  problem,
  className = "",
}: {
  id: number;
  code: string;
  problem: NumberProblem;
  className?: string;
}) {
  const { links: copy } = useDashboardCopy();
  const format = useFormat();
  const navigation = useNavigation();
  const fixing =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "fix-number" &&
    navigation.formData?.get("id") === String(id);
  const { suggestion } = problem;
  return (
    <div
      className={`min-w-0 rounded-lg border border-amber-700/50 bg-page-tint px-3 py-3 text-sm dark:border-amber-300/50 ${className}`}
    >
      <p className="font-semibold text-ink [overflow-wrap:anywhere]">
        <span aria-hidden="true" className="text-amber-800 dark:text-amber-300">
          ⚠{" "}
        </span>
        {suggestion
          ? format(copy.numberMarkSuggestion, { suggestion: suggestion.formatted })
          : copy.numberMark}
      </p>
      <p className="mt-1 text-ink-muted [overflow-wrap:anywhere]">{problem.message}</p>
      {suggestion === null ? (
        <Link
          to={LINK_PATHS.edit(id)}
          className="mt-2 inline-flex min-h-10 items-center font-semibold text-accent underline underline-offset-2 hover:no-underline"
        >
          {copy.numberEdit}
          <span className="sr-only">{format(copy.forLink, { code })}</span>
        </Link>
      ) : (
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <input type="hidden" name="intent" value="fix-number" />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="to" value={suggestion.digits} />
          <button
            type="submit"
            disabled={fixing}
            className={`${buttonClasses("primary", "md")} disabled:opacity-60`}
          >
            {fixing ? copy.numberFixing : format(copy.numberFix, { phone: suggestion.formatted })}
            <span className="sr-only">{format(copy.forLink, { code })}</span>
          </button>
          <span className="text-ink-muted">{copy.numberFixKeeps}</span>
        </Form>
      )}
    </div>
  );
}
