import { Form } from "react-router";
import { REF_MAX } from "#core/team-link";
import { textLink } from "../generator/styles";
import type { AnalyticsWords } from "./analytics-words";

export interface BuilderState {
  ref: string;
  source: string;
  medium: string;
  campaign: string;
  url: string | null;
}

const FIELDS = [
  ["ref", "builderRef"],
  ["source", "builderSource"],
  ["medium", "builderMedium"],
  ["campaign", "builderCampaign"],
] as const;

/**
 * The campaign link builder: a GET form (it works without JavaScript) that comes back with the
 * short link tagged `?ref=…&utm_source=…` and its QR code, drawn by /api/qr.
 */
export function TagBuilder({
  builder,
  hidden,
  words,
}: {
  builder: BuilderState;
  /** The range's own query fields, kept across the builder's submit. */
  hidden: Record<string, string>;
  words: AnalyticsWords;
}) {
  const { copy } = words;
  const qr =
    builder.url === null ? null : `/api/qr?data=${encodeURIComponent(builder.url)}&size=240x240&format=svg`;
  return (
    <section
      id="builder"
      aria-labelledby="builder-heading"
      className="min-w-0 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5"
    >
      <h2 id="builder-heading" className="text-base font-semibold text-ink">
        {copy.builderHeading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{copy.builderIntro}</p>
      <Form method="get" preventScrollReset className="mt-3 grid gap-3 sm:grid-cols-2">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {FIELDS.map(([name, label]) => (
          <label key={name} className="flex flex-col gap-1 text-sm font-semibold text-ink">
            {copy[label]}
            <input
              name={`tag_${name}`}
              defaultValue={builder[name]}
              maxLength={REF_MAX * 2}
              dir="ltr"
              autoComplete="off"
              className="rounded-lg border border-line bg-card px-3 py-2 font-normal text-ink"
            />
          </label>
        ))}
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-on-accent hover:bg-accent-hover"
          >
            {copy.builderMake}
          </button>
        </div>
      </Form>
      {builder.url === null || qr === null ? null : (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-ink">{copy.builderResult}</p>
            <p
              className="mt-1 rounded-lg bg-page-soft px-3 py-2 font-mono text-sm text-ink [overflow-wrap:anywhere]"
              dir="ltr"
              data-testid="tagged-url"
            >
              {builder.url}
            </p>
            <a href={`${qr}&download=1`} className={`${textLink} mt-2 inline-block text-sm`}>
              {copy.builderQrDownload}
            </a>
          </div>
          <img src={qr} alt={copy.builderQrAlt} width={160} height={160} className="rounded-lg bg-white" />
        </div>
      )}
    </section>
  );
}
