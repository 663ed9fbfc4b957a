import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Explicit route table; paths mirror core/site-pages.ts (a test keeps them in step).
export default [
  index("routes/home.tsx"),
  route("features", "routes/features.tsx"),
  route("how-it-works", "routes/how-it-works.tsx"),
  route("faq", "routes/faq.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("widget", "routes/widget.tsx"),
  route("widget-embed", "routes/widget-embed.tsx"),
  route("404", "routes/not-found.tsx", { id: "routes/404" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
