import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "#core/locales";
import { pagePathIn, SITE_PAGES } from "#core/site-pages";
import type { UiCopy } from "../content/catalogue";
import { WIDGET_EMBED_COPY } from "../content/ui-widget";
import { EMBED_HEIGHT_MESSAGE, EMBED_HEIGHT_REQUEST, type EmbedTheme } from "./embed-frame";

/** Frame size docs/product.md fixes for the code people paste (and the preview on /widget starts at). */
export const EMBED_FRAME_HEIGHT = 600;

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

/** Bounds the snippet puts on a height a frame asks for. */
export const EMBED_MIN_HEIGHT = 200;
export const EMBED_MAX_HEIGHT = 2000;

/**
 * The iframe tag for `/widget-embed` on this site. `allow="clipboard-write"` lets
 * Copy Link use the clipboard from inside another site's page; `theme` other than
 * light (the default, docs/decisions/0102) goes in the address.
 */
export function embedIframeHtml(
  publicUrl: string,
  theme: EmbedTheme = "light",
  language: EmbedLanguage = ENGLISH,
): string {
  const query = theme === "light" ? "" : `?theme=${theme}`;
  const src = `${publicUrl}${pagePathIn(language.locale, SITE_PAGES["widget-embed"])}${query}`;
  return `<iframe src="${escapeAttribute(src)}" width="100%" height="${EMBED_FRAME_HEIGHT}" style="border:0" title="${escapeAttribute(language.copy.iframeTitle)}" loading="lazy" allow="clipboard-write"></iframe>`;
}

/** The language of the code offered: the widget page's (its frame shows the generator in it). */
export interface EmbedLanguage {
  locale: Locale;
  copy: UiCopy["widgetEmbed"];
}

const ENGLISH: EmbedLanguage = { locale: DEFAULT_LOCALE, copy: WIDGET_EMBED_COPY };

/**
 * A few lines that let the frame grow or shrink to its content (docs/decisions/0101):
 * only messages from this site's origin, only for the frame that sent them, with the
 * height bounded. Without them the frame keeps the documented 600 px and scrolls.
 * Then it asks the frames for their height: a page that runs the script late (a site
 * builder that defers scripts) would otherwise miss the frame's first and only post.
 * A frame showing another site's page never gets the question (the target origin).
 */
export function embedResizeScript(publicUrl: string): string {
  const origin = JSON.stringify(new URL(publicUrl).origin).replaceAll("<", "\\u003c");
  return `<script>
addEventListener("message", function (e) {
  if (e.origin !== ${origin} || !e.data || e.data.type !== "${EMBED_HEIGHT_MESSAGE}") return;
  var h = Math.min(Math.max(Number(e.data.height) || 0, ${EMBED_MIN_HEIGHT}), ${EMBED_MAX_HEIGHT});
  document.querySelectorAll("iframe").forEach(function (f) {
    if (f.contentWindow === e.source) f.style.height = h + "px";
  });
});
document.querySelectorAll("iframe").forEach(function (f) {
  if (f.contentWindow) f.contentWindow.postMessage({ type: "${EMBED_HEIGHT_REQUEST}" }, ${origin});
});
</script>`;
}

/** What the widget page offers to paste: the iframe and the script that sizes it. */
export function embedCode(
  publicUrl: string,
  theme: EmbedTheme = "light",
  language: EmbedLanguage = ENGLISH,
): string {
  return `${embedIframeHtml(publicUrl, theme, language)}\n${embedResizeScript(publicUrl)}`;
}

/** A complete page with the widget in place, ready to save as an .html file. */
export function exampleHtmlPage(publicUrl: string, language: EmbedLanguage = ENGLISH): string {
  const copy = language.copy;
  return `<!DOCTYPE html>
<html lang="${language.locale}"${LOCALE_INFO[language.locale].dir === "rtl" ? ' dir="rtl"' : ""}>
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${copy.exampleTitle}</title>
  <style>
    body { margin: 0; font-family: system-ui, sans-serif; background: #f4f8f6; color: #111b21; }
    main { max-width: 720px; margin: 0 auto; padding: 32px 16px; }
  </style>
</head>
<body>
  <main>
    <h1>${copy.exampleHeading}</h1>
    <p>${copy.exampleBody}</p>
    ${embedIframeHtml(publicUrl, "light", language)}
  </main>
  ${embedResizeScript(publicUrl)}
</body>
</html>`;
}
