import { Scripts, ScrollRestoration, useMatches } from "react-router";
import { PAGE_ENHANCEMENT_SCRIPT } from "../../lib/page-enhancements";
import { sentWithoutReact } from "../../lib/without-react";

/** Without any script, every FAQ answer is shown (the buttons cannot open them). */
const NO_SCRIPT_CSS = "[data-accordion] [hidden]{display:block}";

/**
 * The end of <body>: React Router's scripts, or, for a route whose handle is WITHOUT_REACT, only
 * the inline enhancement script (no modulepreloads, no hydration data). In the browser React
 * only ever runs a hydrated page, so there it always keeps the scripts it was sent with, and a
 * client-side navigation into such a route renders it with React. `import.meta.env.SSR` also
 * keeps the enhancement script's text out of the client bundle.
 */
export function PageScripts() {
  const matches = useMatches();
  if (!import.meta.env.SSR || !sentWithoutReact(matches))
    return (
      <>
        <ScrollRestoration />
        <Scripts />
      </>
    );
  return (
    <>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours (CSP allows inline scripts: decision 0021) */}
      <script dangerouslySetInnerHTML={{ __html: PAGE_ENHANCEMENT_SCRIPT }} />
    </>
  );
}
