import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // No build-time prerender: the marketing pages are rendered once when the server starts, with
  // that start's settings (PUBLIC_URL, SITE_NAME, …), so one build serves any host (ADR 0120).
  // BUILD_DIR lets a test build into a temporary directory without touching the build a running server uses.
  buildDirectory: process.env.BUILD_DIR || "build",
  // React Router 8's behaviours, each declined for now (docs/decisions/0127): 8 needs Node 22, and
  // each flag changes something we rely on (the load context's shape, request URLs, build layout).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
