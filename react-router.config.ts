import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "#core/site-pages";

export default {
  ssr: true,
  // Marketing pages are static: their HTML (content, title, meta) is written at build time.
  prerender: [...PRERENDERED_PATHS],
  // BUILD_DIR lets a test build into a temporary directory without touching the build a running server uses.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
