/**
 * Shared class lists, on the site's semantic colours (app/app.css): they switch
 * with the colour scheme, so light mode gets WhatsApp's dark teal for text and
 * buttons (7.7:1 on white) and dark mode the bright green. Focus outlines come
 * from the site's single :focus-visible rule.
 */
export const fieldLabel = "block text-sm font-semibold text-ink";

export const fieldHint = "mt-1 text-sm text-ink-muted";

export const optionalTag = "text-xs text-ink-muted";

export const textInput =
  "block w-full min-w-0 rounded-lg border border-ink-muted/60 bg-page px-3 py-2.5 text-base text-ink " +
  "placeholder:text-ink-muted/80 focus:border-accent disabled:cursor-wait disabled:bg-page-soft disabled:text-ink-muted";

export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-accent px-5 py-3 text-base font-semibold text-on-accent " +
  "shadow-sm hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-60";

export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-accent bg-card px-3 py-2 text-sm " +
  "font-semibold text-accent hover:bg-page-tint";

export const textLink = "font-semibold text-accent underline underline-offset-2 hover:no-underline";
