import { useFetcher } from "react-router";
import { qrTarget } from "#core/qr-urls";
import { isolatedIn } from "../../lib/i18n/isolate";
import { useHydrated } from "../../lib/use-hydrated";
import { fieldHint, secondaryButton } from "../generator/styles";
import type { QrWords } from "./qr-words";

interface QrRefToggleProps {
  shortUrl: string;
  qrRef: boolean;
  canEdit: boolean;
  words: QrWords;
}

/**
 * The switch for `?ref=qr` on this link's codes. With scripts it saves as soon as it is
 * ticked or unticked; without, a Save button posts the same form.
 */
export function QrRefToggle({ shortUrl, qrRef, canEdit, words }: QrRefToggleProps) {
  const fetcher = useFetcher<{ ok: true; qrRef: boolean }>();
  const hydrated = useHydrated();
  // What is being saved shows at once; the page's data follows when the save is done.
  const pending =
    fetcher.formData?.get("intent") === "qr-ref" ? fetcher.formData.get("qrRef") === "on" : null;
  const on = pending ?? qrRef;
  const { format } = words;
  const copy = words.copy.ref;
  const cut = copy.label.indexOf(" (");
  const [labelStart, labelNote] =
    cut === -1 ? [copy.label, ""] : [copy.label.slice(0, cut), copy.label.slice(cut + 1)];
  return (
    <fetcher.Form method="post" className="rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5">
      <input type="hidden" name="intent" value="qr-ref" />
      <div className="flex items-start gap-3">
        <input
          id="qrRef"
          name="qrRef"
          type="checkbox"
          value="on"
          checked={on}
          disabled={!canEdit}
          aria-describedby="qrRef-hint"
          onChange={(event) => {
            if (hydrated) fetcher.submit(event.currentTarget.form);
          }}
          className="mt-1 size-5 shrink-0 accent-[var(--accent)]"
        />
        <label htmlFor="qrRef" className="text-sm font-semibold text-ink">
          {/* "(adds ?ref=qr)" kept on one line: a phone would break it after the "?". */}
          {labelStart} <span className="whitespace-nowrap">{labelNote}</span>
        </label>
      </div>
      <p id="qrRef-hint" className={`${fieldHint} [overflow-wrap:anywhere]`}>
        {format(on ? copy.hint : copy.hintOff, {
          target: isolatedIn(words.locale)(on ? qrTarget(shortUrl) : shortUrl),
        })}{" "}
        {canEdit ? null : copy.viewerNote}
      </p>
      {canEdit && !hydrated ? (
        <button type="submit" className={`${secondaryButton} mt-3`}>
          {copy.save}
        </button>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {fetcher.state === "idle" && fetcher.data?.ok ? copy.saved : ""}
      </p>
    </fetcher.Form>
  );
}
