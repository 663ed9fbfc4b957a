import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { checkQrColours, DEFAULT_BACKGROUND, DEFAULT_FOREGROUND } from "#core/qr-colours";
import {
  checkLogoWidth,
  DEFAULT_LOGO_WIDTH_PERCENT,
  MAX_LOGO_WIDTH_PERCENT,
  MIN_LOGO_WIDTH_PERCENT,
} from "#core/qr-rules";
import { BRANDED_QR_SIZES, DEFAULT_BRANDED_QR_SIZE } from "#core/qr-sizes";
import { useHydrated } from "../../lib/use-hydrated";
import { GeneratorError } from "../generator/generator-error";
import { fieldHint, fieldLabel, primaryButton, textInput } from "../generator/styles";
import { ColourField } from "./colour-field";
import { recallDesign, rememberDesign } from "./design-memory";
import { colourProblemText, logoWidthProblemText, type QrWords } from "./qr-words";
import { saveDownload } from "./save-download";
import { useQrPreview } from "./use-qr-preview";

const MAX_LOGO_KB = 200;
/** The secondary look at the primary button's size, so the two downloads line up. */
const DOWNLOAD_SVG_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-accent bg-card px-5 py-3 text-base " +
  "font-semibold text-accent hover:bg-page-tint disabled:cursor-not-allowed disabled:opacity-60";

interface BrandedQrDesignerProps {
  /** The image endpoint (GET with a query, or POST multipart). */
  endpoint: string;
  code: string;
  words: QrWords;
}

/**
 * Colours, logo and size for the link's QR code, a live preview and PNG/SVG
 * downloads. A plain multipart form posted to the image endpoint, so downloads
 * work without JavaScript; with it, the preview follows every change and a
 * refusal (too little contrast, a bad logo) shows here instead of a text page.
 */
export function BrandedQrDesigner({ endpoint, code, words }: BrandedQrDesignerProps) {
  const { format } = words;
  const COPY = words.copy.designer;
  const [foreground, setForeground] = useState(DEFAULT_FOREGROUND);
  const [background, setBackground] = useState(DEFAULT_BACKGROUND);
  const [size, setSize] = useState<string>(String(DEFAULT_BRANDED_QR_SIZE));
  const [logo, setLogo] = useState<File | null>(null);
  const [logoSize, setLogoSize] = useState(String(DEFAULT_LOGO_WIDTH_PERCENT));
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  // The link's last design in this browser comes back once the page runs; then each change is kept.
  const recalled = useRef(false);
  useEffect(() => {
    const design = recallDesign(code);
    recalled.current = true;
    if (design === null) return;
    setForeground(design.foreground);
    setBackground(design.background);
    setSize(design.size);
    setLogoSize(design.logoSize);
  }, [code]);

  const colours = checkQrColours(foreground, background);
  useEffect(() => {
    if (recalled.current && colours.ok) rememberDesign(code, { foreground, background, size, logoSize });
  }, [code, foreground, background, size, logoSize, colours.ok]);
  const logoTooBig = logo !== null && logo.size > MAX_LOGO_KB * 1024;
  // The same rule the server applies (core/qr-rules.ts): said here before any download.
  const logoWidth = checkLogoWidth(logoSize);
  /** What is wrong with the logo, said beside it; the colours' problem is said below the form. */
  const localLogoProblem = logoTooBig
    ? format(COPY.logoTooBig, { maxKb: MAX_LOGO_KB })
    : logo !== null && !logoWidth.ok
      ? logoWidthProblemText(words, logoWidth)
      : null;
  const colourProblem = colours.ok ? null : colourProblemText(words, colours);
  const localProblem = colourProblem ?? localLogoProblem;

  const previewForm = useMemo(() => {
    if (localProblem !== null) return null;
    const form = new FormData();
    form.set("foreground", foreground);
    form.set("background", background);
    form.set("size", size);
    form.set("logoSize", logoSize);
    if (logo) form.set("logo", logo);
    return form;
  }, [foreground, background, size, logo, logoSize, localProblem]);
  const preview = useQrPreview(endpoint, previewForm, hydrated);
  const previewLogoProblem = preview.status === "error" && preview.field === "logo" ? preview.message : null;
  const logoProblem = colours.ok ? (localLogoProblem ?? previewLogoProblem) : null;
  const problem =
    colourProblem ??
    downloadError ??
    (preview.status === "error" && preview.field !== "logo" && localLogoProblem === null
      ? preview.message
      : null);

  // Without a drawn preview (before scripts, or a refused logo) the code shows in the chosen
  // colours when they are valid, never silently back in black and white.
  const shown = colours.ok
    ? { foreground, background }
    : { foreground: DEFAULT_FOREGROUND, background: DEFAULT_BACKGROUND };
  const staticPreview = `${endpoint}?format=svg&foreground=${encodeURIComponent(shown.foreground)}&background=${encodeURIComponent(shown.background)}`;
  const previewSrc = preview.status === "ready" ? preview.url : staticPreview;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (localProblem !== null || busy) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const body = new FormData(event.currentTarget, submitter);
    setBusy(true);
    setDownloadError(await saveDownload(endpoint, body, `chatlink-${code}-qr.${submitter?.value ?? "png"}`));
    setBusy(false);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        method="post"
        action={endpoint}
        encType="multipart/form-data"
        onSubmit={onSubmit}
        aria-label={COPY.formLabel}
        className="flex min-w-0 flex-col gap-5 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-6"
      >
        <input type="hidden" name="download" value="1" />
        <div className="grid gap-5 sm:grid-cols-2">
          <ColourField
            id="qr-foreground"
            name="foreground"
            label={COPY.foreground}
            pickerLabel={format(COPY.pickerLabel, { label: COPY.foreground })}
            hexLabel={format(COPY.hexLabel, { label: COPY.foreground })}
            value={foreground}
            onChange={(v) => {
              setForeground(v);
              setDownloadError(null);
            }}
          />
          <ColourField
            id="qr-background"
            name="background"
            label={COPY.background}
            pickerLabel={format(COPY.pickerLabel, { label: COPY.background })}
            hexLabel={format(COPY.hexLabel, { label: COPY.background })}
            value={background}
            onChange={(v) => {
              setBackground(v);
              setDownloadError(null);
            }}
          />
        </div>
        <p className={fieldHint}>{COPY.contrastHint}</p>
        <div>
          <label htmlFor="qr-logo" className={fieldLabel}>
            {COPY.logo} <span className="text-xs font-normal text-ink-muted">{COPY.optional}</span>
          </label>
          <input
            id="qr-logo"
            name="logo"
            type="file"
            accept="image/png,image/svg+xml,.png,.svg"
            aria-describedby="qr-logo-hint"
            onChange={(event) => {
              setLogo(event.target.files?.[0] ?? null);
              setDownloadError(null);
            }}
            className="mt-1 block w-full min-w-0 text-sm text-ink file:me-3 file:rounded-lg file:border file:border-accent file:bg-card file:px-3 file:py-2 file:font-semibold file:text-accent"
          />
          <p id="qr-logo-hint" className={fieldHint}>
            {format(COPY.logoHint, { maxKb: MAX_LOGO_KB })}
          </p>
          {logoProblem === null ? null : (
            <div className="mt-2">
              <GeneratorError message={logoProblem} />
            </div>
          )}
        </div>
        <div className="max-w-xs">
          <label htmlFor="qr-logo-size" className={fieldLabel}>
            {COPY.logoSize} <span className="text-xs font-normal text-ink-muted">{COPY.logoSizeNote}</span>
          </label>
          <input
            id="qr-logo-size"
            name="logoSize"
            type="number"
            dir="ltr"
            inputMode="numeric"
            min={MIN_LOGO_WIDTH_PERCENT}
            step={1}
            value={logoSize}
            aria-describedby="qr-logo-size-hint"
            onChange={(event) => {
              setLogoSize(event.target.value);
              setDownloadError(null);
            }}
            className={`${textInput} mt-1`}
          />
          <p id="qr-logo-size-hint" className={fieldHint}>
            {format(COPY.logoSizeHint, { min: MIN_LOGO_WIDTH_PERCENT, max: MAX_LOGO_WIDTH_PERCENT })}
          </p>
        </div>
        <div className="max-w-xs">
          <label htmlFor="qr-size" className={fieldLabel}>
            {COPY.pngSize}
          </label>
          <select
            id="qr-size"
            name="size"
            value={size}
            onChange={(event) => setSize(event.target.value)}
            className={`${textInput} mt-1`}
          >
            {BRANDED_QR_SIZES.map((s) => (
              <option key={s} value={s}>
                {format(COPY.sizeOption, { size: s })}
              </option>
            ))}
          </select>
        </div>
        <GeneratorError message={problem} />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="format"
            value="png"
            disabled={busy || (hydrated && localProblem !== null)}
            className={primaryButton}
          >
            {COPY.downloadPng}
          </button>
          <button
            type="submit"
            name="format"
            value="svg"
            disabled={busy || (hydrated && localProblem !== null)}
            className={DOWNLOAD_SVG_BUTTON}
          >
            {COPY.downloadSvg}
          </button>
        </div>
      </form>
      <section
        aria-labelledby="qr-preview-heading"
        // On a phone the code comes first, above the options and the download buttons; beside them from lg up.
        className="order-first flex flex-col items-center gap-3 self-start rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-6 lg:order-none"
      >
        <h2 id="qr-preview-heading" className="self-start text-base font-semibold text-ink">
          {COPY.previewHeading}
        </h2>
        <img
          src={previewSrc}
          alt={format(logo ? COPY.previewAltLogo : COPY.previewAlt, { code })}
          width={256}
          height={256}
          className="aspect-square w-full max-w-56 rounded-lg border border-line lg:max-w-64"
        />
        <p className="text-center text-xs text-ink-muted" aria-live="polite">
          {preview.status === "loading" ? COPY.updating : COPY.scanFirst}
        </p>
      </section>
    </div>
  );
}
