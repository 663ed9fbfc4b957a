/** Favicon set in public/: SVG for modern browsers, a 32 px PNG fallback, the 180 px Apple touch icon. */
export const SITE_ICONS = [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png", sizes: "180x180" },
];
