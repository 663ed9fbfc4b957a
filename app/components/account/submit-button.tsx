import { useNavigation } from "react-router";
import { buttonClasses } from "../ui/button-styles";

interface SubmitButtonProps {
  label: string;
  /** Shown while this form is being sent (e.g. "Creating account…"). */
  pendingLabel: string;
  /** The `intent` value, when one page has several forms posting to the same action. */
  intent?: string;
  variant?: "primary" | "secondary" | "danger";
}

/**
 * The form's submit button; reads `pendingLabel` and is disabled while its own submission is in
 * flight. On the account pages, sent without React, their script does the same from `data-pending-label`.
 */
export function SubmitButton({ label, pendingLabel, intent, variant = "primary" }: SubmitButtonProps) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  const look =
    variant === "danger"
      ? "inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-800 dark:bg-red-500 dark:text-[#0b141a] dark:hover:bg-red-400"
      : `${buttonClasses(variant, "md")} min-h-11 px-5`;
  return (
    <button
      type="submit"
      name={intent === undefined ? undefined : "intent"}
      value={intent}
      disabled={pending}
      data-pending-label={pendingLabel}
      aria-disabled={pending || undefined}
      className={`${look} w-full disabled:cursor-progress disabled:opacity-70 sm:w-auto`}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
