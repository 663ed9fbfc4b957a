import { SITE_PAGES } from "../../core/site-pages";
import { WIDGET_EMBED_COPY } from "../content/ui-widget";

/** Frame size the spec fixes for the code people paste (the preview on our page is 500 tall). */
export const EMBED_FRAME_HEIGHT = 600;
export const PREVIEW_FRAME_HEIGHT = 500;

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

/** The one-line iframe tag for `/widget-embed` on this site. */
export function embedIframeHtml(publicUrl: string): string {
  const src = `${publicUrl}${SITE_PAGES["widget-embed"]}`;
  return `<iframe src="${escapeAttribute(src)}" width="100%" height="${EMBED_FRAME_HEIGHT}" style="border:0" title="${escapeAttribute(WIDGET_EMBED_COPY.iframeTitle)}" loading="lazy"></iframe>`;
}

/** A complete page with the widget in place, ready to save as an .html file. */
export function exampleHtmlPage(publicUrl: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${WIDGET_EMBED_COPY.exampleTitle}</title>
  <style>
    body { margin: 0; font-family: system-ui, sans-serif; background: #f4f8f6; color: #111b21; }
    main { max-width: 720px; margin: 0 auto; padding: 32px 16px; }
  </style>
</head>
<body>
  <main>
    <h1>${WIDGET_EMBED_COPY.exampleHeading}</h1>
    <p>${WIDGET_EMBED_COPY.exampleBody}</p>
    ${embedIframeHtml(publicUrl)}
  </main>
</body>
</html>`;
}
