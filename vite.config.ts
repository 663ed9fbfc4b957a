import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/*
 * The site's shared shell (layout, UI primitives, helpers, interface copy) goes in
 * one chunk instead of a dozen tiny ones: gzip does far better on one file, and the
 * 120 KB per-route budget leaves ~10 KB above React and React Router
 * (docs/decisions/0031-one-chunk-for-the-site-shell.md). Page-specific widgets stay
 * with their pages.
 */
const SITE_SHELL =
  /\/app\/(components\/layout\/|components\/ui\/(?!copyable-code|faq-accordion|legal-document)|lib\/(?!use-copy|embed-code|faq-structured)|content\/(site|ui-labels)\.ts)|\/core\/(site-pages|limits)\.ts/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: isSsrBuild
    ? {}
    : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: "site", test: SITE_SHELL }] } } } },
}));
