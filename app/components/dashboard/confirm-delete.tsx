import type { KeyboardEvent } from "react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";

interface ConfirmDeleteProps {
  /** Hidden fields naming the row; `intent` is always "delete". */
  fields: Record<string, string>;
  /**
   * The visible summary ("Delete") and what follows it for a screen reader, naming the row
   * (" Order status"): its accessible name and text are "Delete Order status".
   */
  label: string;
  nameSuffix: string;
  question: string;
  confirmLabel: string;
  /** The confirm button's accessible name, naming the row too. */
  confirmName: string;
  pendingLabel: string;
  keepLabel: string;
  /** The summary's look, where a row's other controls are smaller (the links list). */
  summaryClassName?: string;
}

const SUMMARY_CLASSES =
  "flex min-h-11 cursor-pointer list-none items-center justify-center rounded-full border border-line px-4 text-sm font-semibold text-red-700 hover:border-red-700 dark:text-red-300 dark:hover:border-red-300 [&::-webkit-details-marker]:hidden";

/**
 * Delete with a confirm step that works without JavaScript (as a link's Delete does): a
 * disclosure opens the question, and only its form's button posts. With JavaScript, the
 * keep button and Escape close it and give focus back to the summary.
 */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  const navigation = useNavigation();
  const canCancel = useHydrated();
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "delete" &&
    Object.entries(props.fields).every(([name, value]) => navigation.formData?.get(name) === value);
  return (
    <details className="relative" onKeyDown={closeOnEscape}>
      <summary className={props.summaryClassName ?? SUMMARY_CLASSES}>
        {props.label}
        <span className="sr-only">{props.nameSuffix}</span>
      </summary>
      <div className="absolute end-0 z-10 mt-2 w-72 max-w-[80vw] rounded-lg border border-red-700/40 bg-card p-3 shadow-lg">
        <p className="text-sm text-ink">{props.question}</p>
        <Form method="post" className="mt-3 flex flex-wrap gap-2">
          {Object.entries(props.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={pending}
            aria-label={props.confirmName}
            className="inline-flex min-h-9 items-center rounded-md bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {pending ? props.pendingLabel : props.confirmLabel}
          </button>
          {canCancel && (
            <button
              type="button"
              onClick={(event) => closeQuestion(event.currentTarget)}
              className="inline-flex min-h-9 items-center rounded-md border border-line px-3 text-sm font-semibold text-ink hover:border-ink"
            >
              {props.keepLabel}
            </button>
          )}
        </Form>
      </div>
    </details>
  );
}

function closeQuestion(inside: HTMLElement) {
  const details = inside.closest("details");
  if (details === null) return;
  details.open = false;
  details.querySelector("summary")?.focus();
}

function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  if (event.key !== "Escape" || !event.currentTarget.open) return;
  event.preventDefault();
  closeQuestion(event.currentTarget);
}
