import { useId, useRef } from "react";
import { useUi } from "../../lib/i18n/use-copy";
import { useCopyToClipboard } from "../../lib/use-copy-to-clipboard";
import { buttonClasses } from "./button-styles";
import { COPY_HINT_SHOWN } from "./copy-hint";
import { Icon } from "./icon";

interface CopyableCodeProps {
  /** Visible caption above the code. */
  caption: string;
  /** Completes the button's name for screen readers: "Copy" + " embed code". */
  copyTarget: string;
  code: string;
  /** Long one-liners wrap; whole documents keep their lines and scroll inside the block. */
  wrap?: boolean;
  /** The scrollable block's name when the caption alone repeats on the page ("curl" per endpoint). */
  regionLabel?: string;
}

/**
 * A code block with a Copy button that reads Copied! for two seconds. The data attributes let
 * pages sent without React do the same from their script (lib/page-enhancements.ts).
 */
export function CopyableCode({ caption, copyTarget, code, wrap = false, regionLabel }: CopyableCodeProps) {
  const { buttons: BUTTON_LABELS, shell: SHELL_LABELS } = useUi();
  const codeRef = useRef<HTMLPreElement>(null);
  const { copied, blocked, copy } = useCopyToClipboard(code, codeRef);
  const captionId = useId();
  const layout = wrap ? "whitespace-pre-wrap [overflow-wrap:anywhere]" : "max-h-96 overflow-auto";

  return (
    <figure
      data-copyable
      className="min-w-0 overflow-hidden rounded-2xl border border-line bg-code-bg shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2.5">
        {/* Shrinks and wraps anywhere: a long domain in the caption would otherwise push the button
            out of the block, which cuts it off (its label, in a right-to-left page). */}
        <figcaption
          id={captionId}
          className="min-w-0 text-sm font-semibold text-code-ink [overflow-wrap:anywhere]"
        >
          {caption}
        </figcaption>
        <button
          type="button"
          onClick={copy}
          data-copied={BUTTON_LABELS.copied}
          className={`${buttonClasses("inverse", "md")} min-w-24 shrink-0 focus-visible:outline-[#25d366]`}
        >
          <Icon name={copied ? "check" : "copy"} className="size-4" />
          {copied ? (
            BUTTON_LABELS.copied
          ) : (
            <>
              {BUTTON_LABELS.copy}
              <span className="sr-only"> {copyTarget}</span>
            </>
          )}
        </button>
      </div>
      {/* Focusable so keyboard users can scroll it and copy by hand when the clipboard is blocked. */}
      {/* biome-ignore lint/a11y/useSemanticElements: the code must stay a <pre>; the role names it for screen readers */}
      <pre
        ref={codeRef}
        dir="ltr"
        role="region"
        aria-labelledby={regionLabel === undefined ? captionId : undefined}
        aria-label={regionLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className={`${layout} p-4 font-mono text-[13px] leading-6 text-code-ink focus-visible:outline-[#25d366]`}
      >
        <code>{code}</code>
      </pre>
      <p
        aria-live="polite"
        data-hint={SHELL_LABELS.copyFallbackHint}
        className={blocked ? COPY_HINT_SHOWN : "sr-only"}
      >
        {blocked ? SHELL_LABELS.copyFallbackHint : copied ? BUTTON_LABELS.copied : ""}
      </p>
    </figure>
  );
}
