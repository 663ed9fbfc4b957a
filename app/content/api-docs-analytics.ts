import type { ApiEndpointExample } from "./api-docs-endpoint";

/** The /docs/api examples for a workspace's analytics: /api/v1/analytics (docs/product.md "Analytics"). Words in API_DOCS. */

const AUTH = '-H "Authorization: Bearer $CHATLINK_KEY"';
// biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript shown on the page, not run here
const JS_HEADERS = "headers: { Authorization: `Bearer ${process.env.CHATLINK_KEY}` }";
const JS_JSON_HEADERS =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript shown on the page, not run here
  'headers: { Authorization: `Bearer ${process.env.CHATLINK_KEY}`, "Content-Type": "application/json" }';
const SETTINGS = `{ "timeZone": "America/Sao_Paulo", "recordReferrer": true, "recordDevice": false, "recordCountry": true }`;

export const ANALYTICS_ENDPOINTS: ApiEndpointExample[] = [
  {
    id: "get-analytics",
    method: "GET",
    path: "/analytics",
    curl: `curl "{origin}/api/v1/analytics?from=2026-11-01&to=2026-11-30" ${AUTH}`,
    javascript: `const overview = await (await fetch("{origin}/api/v1/analytics?from=2026-11-01&to=2026-11-30", { ${JS_HEADERS} })).json();`,
    response: `{
  "from": "2026-11-01", "to": "2026-11-24", "clicks": 412, "bots": 37, "activeLinks": 6,
  "previous": { "from": "2026-10-08", "to": "2026-10-31", "clicks": 350, "bots": 30 },
  "links": [{ "id": "1042", "code": "corner-shop", "clicks": 301 }],
  "countries": [{ "code": "BR", "clicks": 280 }],
  "utm": [{ "source": "instagram", "medium": "bio", "campaign": "spring", "clicks": 96 }],
  "refs": [{ "ref": "qr", "clicks": 120 }]
}`,
  },
  {
    id: "get-analytics-settings",
    method: "GET",
    path: "/analytics/settings",
    curl: `curl {origin}/api/v1/analytics/settings ${AUTH}`,
    javascript: `const settings = await (await fetch("{origin}/api/v1/analytics/settings", { ${JS_HEADERS} })).json();`,
    response: SETTINGS,
  },
  {
    id: "patch-analytics-settings",
    method: "PATCH",
    path: "/analytics/settings",
    curl: `curl -X PATCH {origin}/api/v1/analytics/settings ${AUTH} \\
  -H "Content-Type: application/json" -d '{"timeZone": "America/Sao_Paulo", "recordDevice": false}'`,
    javascript: `const settings = await (await fetch("{origin}/api/v1/analytics/settings", {
  method: "PATCH",
  ${JS_JSON_HEADERS},
  body: JSON.stringify({ timeZone: "America/Sao_Paulo", recordDevice: false }),
})).json();`,
    response: SETTINGS,
  },
];
