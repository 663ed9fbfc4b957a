import type { KeyboardEvent } from "react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { DASHBOARD_COPY } from "./dashboard-copy";

/**
 * Delete with a confirm step that works without JavaScript: a disclosure opens
 * the question, and only its form's button posts the deletion. With JavaScript,
 * "Keep it" and Escape also close the question and give focus back to Delete.
 */
export function DeleteLinkControl({ id, code }: { id: number; code: string }) {
  const navigation = useNavigation();
  // "Keep it" needs script to close the disclosure; without it the summary does that job.
  const canCancel = useHydrated();
  const deleting =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "delete" &&
    navigation.formData?.get("id") === String(id);
  return (
    <details className="group relative" onKeyDown={closeOnEscape}>
      <summary className="flex min-h-9 justify-center cursor-pointer list-none items-center rounded-md border border-line px-2.5 text-sm font-semibold text-red-700 hover:border-red-700 dark:text-red-300 dark:hover:border-red-300 [&::-webkit-details-marker]:hidden">
        {DASHBOARD_COPY.delete}
        <span className="sr-only">{DASHBOARD_COPY.forLink(code)}</span>
      </summary>
      <div className="absolute right-0 z-10 mt-2 w-72 max-w-[80vw] rounded-lg border border-red-700/40 bg-card p-3 shadow-lg">
        <p className="text-sm text-ink">{DASHBOARD_COPY.deleteQuestion}</p>
        <Form method="post" className="mt-3 flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            disabled={deleting}
            className="inline-flex min-h-9 items-center rounded-md bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {deleting ? DASHBOARD_COPY.deleting : DASHBOARD_COPY.deleteConfirm}
            <span className="sr-only">{DASHBOARD_COPY.forLink(code)}</span>
          </button>
          {canCancel && (
            <button
              type="button"
              onClick={(event) => closeQuestion(event.currentTarget)}
              className="inline-flex min-h-9 items-center rounded-md border border-line px-3 text-sm font-semibold text-ink hover:border-ink"
            >
              {DASHBOARD_COPY.deleteCancel}
            </button>
          )}
        </Form>
      </div>
    </details>
  );
}

/** Closes the disclosure around `inside` and puts focus back on its summary. */
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
