import { useDashboardCopy } from "../../lib/i18n/use-dashboard-copy";
import { useCopyLink } from "../generator/use-copy-link";

/** Copies a short URL and reads "Copied!" for 2 seconds; the URL beside it stays selectable without JavaScript. */
export function CopyShortUrlButton({ shortUrl }: { shortUrl: string }) {
  const { links: COPY } = useDashboardCopy();
  const { copied, copy } = useCopyLink();
  return (
    <button
      type="button"
      onClick={() => void copy(shortUrl)}
      className="inline-flex min-h-9 shrink-0 items-center rounded-md border border-line bg-card px-2.5 text-sm font-semibold text-accent hover:border-accent"
    >
      {copied ? (
        COPY.copied
      ) : (
        <>
          {COPY.copy}
          <span className="sr-only"> {shortUrl}</span>
        </>
      )}
    </button>
  );
}
