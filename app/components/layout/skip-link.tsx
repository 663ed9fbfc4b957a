import { useUi } from "../../lib/i18n/use-copy";

export const MAIN_CONTENT_ID = "main";

/** First focusable element on the page: jumps past the header for keyboard and screen-reader users. */
export function SkipLink() {
  const { shell: SHELL_LABELS } = useUi();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-full bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {SHELL_LABELS.skipToContent}
    </a>
  );
}
