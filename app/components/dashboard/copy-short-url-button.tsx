import { useCopyLink } from "../generator/use-copy-link";
import { DASHBOARD_COPY } from "./dashboard-copy";

/** Copies a short URL and reads "Copied!" for 2 seconds; the URL beside it stays selectable without JavaScript. */
export function CopyShortUrlButton({ shortUrl }: { shortUrl: string }) {
  const { copied, copy } = useCopyLink();
  return (
    <button
      type="button"
      onClick={() => void copy(shortUrl)}
      className="inline-flex min-h-9 shrink-0 items-center rounded-md border border-line bg-card px-2.5 text-sm font-semibold text-accent hover:border-accent"
    >
      {copied ? (
        DASHBOARD_COPY.copied
      ) : (
        <>
          {DASHBOARD_COPY.copy}
          <span className="sr-only"> {shortUrl}</span>
        </>
      )}
    </button>
  );
}
