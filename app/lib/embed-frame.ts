/**
 * How `/widget-embed` behaves inside another site's iframe: its colour theme comes
 * from the address (`?theme=light|dark|auto`, light by default: docs/decisions/0102)
 * and it tells the parent page the height its content needs (docs/decisions/0101).
 */

export type EmbedTheme = "light" | "dark" | "auto";

/** The message type the frame posts to its parent with its content's height. */
export const EMBED_HEIGHT_MESSAGE = "chatlink:height";

/**
 * What a parent that starts listening late posts to the frame, which answers with its height:
 * a frame that hydrated first had already posted it to nobody (the /widget preview stayed 600 px).
 */
export const EMBED_HEIGHT_REQUEST = "chatlink:height?";

/** `?theme=` of the frame's address; anything else (or nothing) is light. */
export function embedTheme(search: string): EmbedTheme {
  const theme = new URLSearchParams(search).get("theme");
  return theme === "dark" || theme === "auto" ? theme : "light";
}

/**
 * The same rule as an inline script, run before the page paints (the page is
 * prerendered, so the server cannot know the query): sets `data-theme` on <html>,
 * which app/app.css follows instead of the visitor's colour scheme.
 */
export const EMBED_THEME_SCRIPT =
  'document.documentElement.dataset.theme=(function(t){return t==="dark"||t==="auto"?t:"light"})(new URLSearchParams(location.search).get("theme"))';
