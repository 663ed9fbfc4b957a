import { useEffect, useRef, useState } from "react";
import { qrDownloadUrl, qrFileStem, qrImageUrl, qrTarget } from "#core/qr-urls";
import { useFormat, useUi } from "../../lib/i18n/use-copy";
import type { GeneratedLink } from "./generate-request";
import { primaryButton, secondaryButton, textLink } from "./styles";
import { useCopyLink } from "./use-copy-link";

/** Displayed size of the QR image: about 256 px (docs/product.md, limits), while the request stays at 300x300. */
const QR_DISPLAY_SIZE = 256;

interface ResultPanelProps {
  link: GeneratedLink | null;
  busy: boolean;
  /** The inputs changed after the link was made: it is kept, marked as not what they would make. */
  stale?: boolean;
  /** Generate with unchanged inputs gave back this same link. */
  repeated?: boolean;
  headingLevel: 2 | 3;
  compact: boolean;
  /**
   * The QR code opens the link with `?ref=qr`, so scans are counted apart: for a link made in
   * the dashboard (its owner sees the analytics). The anonymous generator's stays the bare URL.
   */
  countScans?: boolean;
}

/** The placeholder until a link exists, then the short URL, its QR code and what to do with them. */
export function ResultPanel({
  link,
  busy,
  stale = false,
  repeated = false,
  headingLevel,
  compact,
  countScans = false,
}: ResultPanelProps) {
  return (
    <div
      className={`flex flex-col items-center justify-center rounded-xl border border-dashed border-line bg-page-soft text-center ${compact ? "min-h-40 p-4" : "min-h-40 p-5 lg:min-h-72"}`}
    >
      {link === null ? (
        <Placeholder busy={busy} />
      ) : (
        <Result
          link={link}
          stale={stale}
          repeated={repeated}
          headingLevel={headingLevel}
          compact={compact}
          qrData={countScans ? qrTarget(link.shortUrl) : link.shortUrl}
        />
      )}
    </div>
  );
}

function Placeholder({ busy }: { busy: boolean }) {
  const t = useUi().generator;
  return (
    <div className="flex flex-col items-center gap-3 text-ink-muted">
      <svg
        viewBox="0 0 24 24"
        width="40"
        height="40"
        fill="none"
        stroke="currentColor"
        aria-hidden="true"
        className={busy ? "animate-pulse" : ""}
      >
        <path
          strokeWidth="1.5"
          strokeLinecap="round"
          d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1"
        />
      </svg>
      <p className="text-base font-medium">{t.placeholder}</p>
    </div>
  );
}

function Result({
  link,
  stale,
  repeated,
  headingLevel,
  compact,
  qrData,
}: {
  link: GeneratedLink;
  stale: boolean;
  repeated: boolean;
  headingLevel: 2 | 3;
  compact: boolean;
  /** What the QR code encodes. */
  qrData: string;
}) {
  const t = useUi().generator;
  const format = useFormat();
  const [copyRefused, setCopyRefused] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const urlRef = useRef<HTMLAnchorElement>(null);
  const { copied, copy } = useCopyLink();
  const Heading = headingLevel === 2 ? "h2" : "h3";

  // Keyboard and screen-reader users land on the new result instead of being left at the button.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const selectUrlText = () => {
    const target = urlRef.current;
    const selection = window.getSelection();
    if (target === null || selection === null) return;
    const range = document.createRange();
    range.selectNodeContents(target);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  /** The clipboard API refused (an iframe without clipboard-write, a denied permission): copy the selection, or ask the visitor to. */
  const copyByHand = (): boolean => {
    selectUrlText();
    let copiedBySelection = false;
    try {
      copiedBySelection = document.execCommand("copy");
    } catch {
      copiedBySelection = false;
    }
    setCopyRefused(!copiedBySelection);
    return copiedBySelection;
  };

  return (
    <div className="flex w-full flex-col items-center gap-4">
      <Heading ref={headingRef} tabIndex={-1} className="text-lg font-bold text-ink focus:outline-none">
        {stale ? t.staleHeading : t.resultHeading}
      </Heading>
      <p
        role="status"
        className={
          stale
            ? "rounded-md bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200"
            : repeated
              ? "text-sm text-ink-muted"
              : "sr-only"
        }
      >
        {stale ? t.staleNote : repeated ? t.repeatedNote : ""}
      </p>
      <a
        ref={urlRef}
        href={link.shortUrl}
        dir="ltr"
        target="_blank"
        rel="noopener"
        className={`max-w-full text-base [overflow-wrap:anywhere] ${compact ? "" : "sm:text-lg"} ${textLink}`}
      >
        {link.shortUrl}
      </a>
      <img
        src={qrImageUrl(qrData)}
        alt={format(t.qrAlt, { shortUrl: link.shortUrl })}
        width={QR_DISPLAY_SIZE}
        height={QR_DISPLAY_SIZE}
        className={`aspect-square h-auto w-full max-w-[256px] rounded-lg border border-line bg-white p-2 ${stale ? "opacity-40 grayscale" : ""}`}
      />
      <div className="flex w-full max-w-xs flex-col gap-2">
        <button type="button" onClick={() => copy(link.shortUrl, copyByHand)} className={primaryButton}>
          {copied ? t.copied : t.copy}
        </button>
        {copyRefused && !copied ? (
          <p role="status" className="text-sm font-semibold text-ink">
            {t.copyRefused}
          </p>
        ) : null}
        <a href={link.shortUrl} target="_blank" rel="noopener" className={secondaryButton}>
          {t.open}
        </a>
        {/* Side by side where they fit, stacked on the narrowest phones. */}
        <div className="flex flex-wrap gap-2">
          <a
            href={qrDownloadUrl(qrData, "png")}
            download={`${qrFileStem(link.shortUrl)}.png`}
            className={`flex-1 basis-36 ${secondaryButton}`}
          >
            {t.downloadPng}
          </a>
          <a
            href={qrDownloadUrl(qrData, "svg")}
            download={`${qrFileStem(link.shortUrl)}.svg`}
            className={`flex-1 basis-36 ${secondaryButton}`}
          >
            {t.downloadSvg}
          </a>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? t.copiedAnnouncement : ""}
      </p>
    </div>
  );
}
