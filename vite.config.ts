import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { bundleButton } from "./scripts/build-button.js";

/*
 * The site's shared shell (layout, UI primitives, helpers, interface copy) goes in
 * one chunk instead of a dozen tiny ones: gzip does far better on one file, and the
 * 120 KB per-route budget leaves ~10 KB above React and React Router
 * (docs/decisions/0031-one-chunk-for-the-site-shell.md). Page-specific widgets, and
 * the helpers of the account and dashboard pages (lib/auth, lib/links, lib/workspaces),
 * stay with their pages: in the shell every marketing page would download them.
 */
const SITE_SHELL =
  /\/app\/(components\/layout\/|components\/ui\/(?!copyable-code|faq-accordion|legal-document|text-with-email-links)|lib\/(?!use-copy|use-hydrated|embed-code|faq-structured|sitemap|auth\/(?!site-visitor)|links\/|workspaces\/)|content\/(site|ui-labels)\.ts)|\/core\/(site-pages|limits)\.ts/;

/**
 * The chat button's script (app/button/button.ts) as build/client/button.js, bundled on its own
 * by esbuild: part of every client build, so no later step (or a test's `react-router build`,
 * which empties build/client) can leave the site without it.
 */
function chatButtonScript(): Plugin {
  return {
    name: "chatlink-button-js",
    apply: "build",
    async generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: "button.js", source: await bundleButton() });
    },
  };
}

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [tailwindcss(), reactRouter(), chatButtonScript()],
  // The browser formats ICU messages the server parsed for it (app/lib/i18n/format-message.ts),
  // so the client build leaves the ICU parser out (~7 KB gzip on every hydrated page).
  resolve:
    command === "build" && !isSsrBuild
      ? {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
            },
          ],
        }
      : {},
  build: isSsrBuild
    ? {}
    : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: "site", test: SITE_SHELL }] } } } },
}));
