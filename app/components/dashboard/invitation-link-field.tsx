import { useId, useRef } from "react";
import { useCopyLink } from "../generator/use-copy-link";

/**
 * A pending invitation's link, to send by WhatsApp or any other way: a read-only field (it
 * can be selected and copied without JavaScript) and a Copy button.
 */
export function InvitationLinkField({
  link,
  label,
  copyLabel,
  copyName,
  copiedLabel,
}: {
  link: string;
  label: string;
  copyLabel: string;
  /** The button's accessible name, naming the invitation ("Copy the invitation link for …"). */
  copyName: string;
  copiedLabel: string;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const { copied, copy } = useCopyLink();
  const selectIt = () => {
    field.current?.select();
    return false;
  };
  return (
    <div className="flex w-full min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex min-w-0 gap-2">
        <input
          id={id}
          ref={field}
          readOnly
          dir="ltr"
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full min-w-0 flex-1 rounded-xl border border-line bg-page-soft px-3 py-2 font-mono text-sm text-ink"
        />
        <button
          type="button"
          onClick={() => void copy(link, selectIt)}
          aria-label={copied ? copiedLabel : copyName}
          className="inline-flex min-h-11 shrink-0 items-center rounded-xl border border-line bg-card px-3 text-sm font-semibold text-accent hover:border-accent"
        >
          {copied ? copiedLabel : copyLabel}
        </button>
      </div>
    </div>
  );
}
