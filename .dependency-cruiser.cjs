/**
 * The layers and the one direction imports go (README, "Architecture"):
 *   core/  ← db/  ← domain/ ← server/ (HTTP edge) and app/ (UI)
 * core/ is pure and browser-safe; domain/ holds the server-only operations and knows
 * nothing of HTTP or React; server/ and app/ never import each other. `npm run lint`
 * runs these rules, and tests/architecture.test.ts proves each rule catches what it names.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A file cycle makes load order matter and hides which side owns an idea.",
      from: {},
      to: { circular: true },
    },
    {
      name: "core-is-pure",
      severity: "error",
      comment: "core/ is shared with the browser: it imports only core/ and its pure packages.",
      from: { path: "^core/", pathNot: "\\.test\\.tsx?$" },
      to: {
        pathNot: [
          "^core/",
          "(^|/)node_modules/zod/",
          "(^|/)node_modules/libphonenumber-js/(core/|min/metadata|max/metadata|metadata\\.(min|max)\\.json\\.js$)",
        ],
      },
    },
    {
      name: "db-below-domain",
      severity: "error",
      comment: "db/ (schema, drivers, queries) knows core/ at most.",
      from: { path: "^db/" },
      to: { path: "^(domain|server|app|scripts|tests)/", pathNot: "^tests/support/" },
    },
    {
      name: "domain-below-the-edge",
      severity: "error",
      comment: "domain/ operations are called by server/ and app/, never the other way.",
      from: { path: "^domain/" },
      to: { path: "^(server|app|scripts|tests)/", pathNot: "^tests/support/" },
    },
    {
      name: "domain-knows-no-http",
      severity: "error",
      comment: "domain/ takes plain inputs and returns plain results: no Hono, React Router or React.",
      from: { path: "^domain/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "(^|/)node_modules/(hono|@hono|react-router|@react-router|react|react-dom)/" },
    },
    {
      name: "server-not-app",
      severity: "error",
      comment: "server/ wires the HTTP edge; it reaches the UI only through React Router's build.",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "app-not-server",
      severity: "error",
      comment: "app/ calls domain/ operations; the HTTP edge is not its business.",
      from: { path: "^app/" },
      to: { path: "^server/" },
    },
    {
      name: "app-not-db",
      severity: "error",
      comment: "app/ reads and writes through domain/ operations, not queries.",
      from: { path: "^app/" },
      to: { path: "^db/" },
    },
    {
      name: "browser-code-not-server-code",
      severity: "error",
      comment:
        "A module the browser loads reaches server-only code only from a route module (React Router strips loaders and actions) or a *.server module.",
      from: {
        path: "^app/",
        pathNot: [
          "\\.server\\.tsx?$",
          "^app/routes/",
          // The root route is a route module too: its loader is stripped from the browser build.
          "^app/root\\.tsx$",
          "^app/entry\\.server\\.tsx$",
          "\\.test\\.tsx?$",
        ],
      },
      to: { path: ["^domain/", "\\.server\\.tsx?$"] },
    },
    {
      name: "no-full-phone-metadata-in-the-browser",
      severity: "error",
      comment: "The max phone metadata (~39 KB gzip) is for the server only (docs/decisions/0091).",
      from: { path: "^app/", pathNot: ["\\.server\\.tsx?$", "\\.test\\.tsx?$"] },
      to: {
        path: [
          "^core/(phone-number-max|shorten-input|stored-number)\\.ts$",
          "(^|/)node_modules/libphonenumber-js/max/",
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(build|data|\\.react-router)/|\\+types/|^tests/fixtures/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
