import { AGENT_ENDPOINTS } from "./api-docs-agents";
import { ANALYTICS_ENDPOINTS } from "./api-docs-analytics";
import { DOMAIN_ENDPOINTS } from "./api-docs-domains";
import type { ApiEndpointExample } from "./api-docs-endpoint";
import { WEBHOOK_ENDPOINTS } from "./api-docs-webhooks";

/**
 * What the REST API reference page (/docs/api) shows the same in every language: each route's
 * method, path and examples, the error codes. `{origin}` stands for the site's address
 * (PUBLIC_URL), filled in when the page is shown. Every route listed here is a route of /api/v1
 * and the other way round (tests/api-docs.test.ts checks it against the OpenAPI document).
 */

const LINK = `{
  "id": "1042",
  "code": "corner-shop",
  "shortUrl": "{origin}/corner-shop",
  "phone": "+447911123456",
  "message": "Hi! I saw your flyer",
  "clicks": 0,
  "createdAt": "2026-11-24T10:00:00.000Z",
  "updatedAt": "2026-11-24T10:00:00.000Z"
}`;

const AUTH = '-H "Authorization: Bearer $CHATLINK_KEY"';
// biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript shown on the page, not run here
const JS_HEADERS = "headers: { Authorization: `Bearer ${process.env.CHATLINK_KEY}` }";

export const API_ENDPOINTS: readonly ApiEndpointExample[] = [
  {
    id: "post-links",
    method: "POST",
    path: "/links",
    curl: `curl -X POST {origin}/api/v1/links ${AUTH} \\
  -H "Content-Type: application/json" -H "Idempotency-Key: flyer-2026-11" \\
  -d '{"phone": "07911 123456", "country": "GB", "message": "Hi! I saw your flyer", "alias": "corner-shop"}'`,
    javascript: `const response = await fetch("{origin}/api/v1/links", {
  method: "POST",
  headers: {
    Authorization: \`Bearer \${process.env.CHATLINK_KEY}\`,
    "Content-Type": "application/json",
  },
  body: JSON.stringify({ phone: "07911 123456", country: "GB", message: "Hi! I saw your flyer" }),
});
const link = await response.json(); // link.shortUrl`,
    response: LINK,
  },
  {
    id: "get-links",
    method: "GET",
    path: "/links",
    curl: `curl "{origin}/api/v1/links?limit=20" ${AUTH}`,
    javascript: `let cursor = null;
do {
  const query = new URLSearchParams({ limit: "100", ...(cursor ? { cursor } : {}) });
  const page = await (await fetch(\`{origin}/api/v1/links?\${query}\`, { ${JS_HEADERS} })).json();
  for (const link of page.data) console.log(link.code, link.clicks);
  cursor = page.nextCursor;
} while (cursor);`,
    response: `{ "data": [${LINK.replaceAll("\n", "\n  ")}], "nextCursor": null }`,
  },
  {
    id: "get-links-id-",
    method: "GET",
    path: "/links/{id}",
    curl: `curl {origin}/api/v1/links/1042 ${AUTH}`,
    javascript: `const link = await (await fetch("{origin}/api/v1/links/1042", { ${JS_HEADERS} })).json();`,
    response: LINK,
  },
  {
    id: "patch-links-id-",
    method: "PATCH",
    path: "/links/{id}",
    curl: `curl -X PATCH {origin}/api/v1/links/1042 ${AUTH} \\
  -H "Content-Type: application/json" -d '{"phone": "+44 7911 654321"}'`,
    javascript: `await fetch("{origin}/api/v1/links/1042", {
  method: "PATCH",
  headers: { Authorization: \`Bearer \${process.env.CHATLINK_KEY}\`, "Content-Type": "application/json" },
  body: JSON.stringify({ message: "Hi! I'd like to order" }),
});`,
    response: LINK,
  },
  {
    id: "delete-links-id-",
    method: "DELETE",
    path: "/links/{id}",
    curl: `curl -X DELETE {origin}/api/v1/links/1042 ${AUTH}`,
    javascript: `await fetch("{origin}/api/v1/links/1042", { method: "DELETE", ${JS_HEADERS} });`,
  },
  {
    id: "get-links-id-analytics",
    method: "GET",
    path: "/links/{id}/analytics",
    curl: `curl "{origin}/api/v1/links/1042/analytics?from=2026-11-01&to=2026-11-24" ${AUTH}`,
    javascript: `const stats = await (await fetch("{origin}/api/v1/links/1042/analytics", { ${JS_HEADERS} })).json();`,
    response: `{
  "from": "2026-11-01", "to": "2026-11-24", "clicks": 12, "bots": 3,
  "days": [{ "date": "2026-11-24", "clicks": 12, "visitors": 9 }], "visitors": 9,
  "countries": [{ "code": "GB", "clicks": 12 }],
  "devices": [{ "device": "mobile", "clicks": 11 }, { "device": "desktop", "clicks": 1 }],
  "os": [], "browsers": [], "referrers": [],
  "refs": [{ "ref": "qr", "clicks": 7 }, { "ref": "flyer", "clicks": 3 }],
  "utm": [{ "source": "instagram", "medium": "bio", "campaign": "spring", "clicks": 4 }],
  "hours": [[0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], …],
  "timeZone": "Europe/London", "agents": []
}`,
  },
  {
    id: "get-links-id-analytics-csv",
    method: "GET",
    path: "/links/{id}/analytics.csv",
    curl: `curl -o clicks.csv "{origin}/api/v1/links/1042/analytics.csv?from=2026-11-01&to=2026-11-24" ${AUTH}`,
    javascript: `const csv = await (await fetch("{origin}/api/v1/links/1042/analytics.csv", { ${JS_HEADERS} })).text();`,
  },
  ...ANALYTICS_ENDPOINTS,
  {
    id: "get-links-id-qr",
    method: "GET",
    path: "/links/{id}/qr",
    curl: `curl -o corner-shop.png "{origin}/api/v1/links/1042/qr?size=600" ${AUTH}`,
    javascript: `const png = await (await fetch("{origin}/api/v1/links/1042/qr?size=600", { ${JS_HEADERS} })).arrayBuffer();`,
  },
  {
    id: "get-workspace",
    method: "GET",
    path: "/workspace",
    curl: `curl {origin}/api/v1/workspace ${AUTH}`,
    javascript: `const workspace = await (await fetch("{origin}/api/v1/workspace", { ${JS_HEADERS} })).json();`,
    response: `{ "id": "ws_3f9a2c71d04b8e65", "name": "Personal", "members": [{ "email": "you@example.com", "role": "owner" }], "scope": "write" }`,
  },
  ...AGENT_ENDPOINTS,
  ...DOMAIN_ENDPOINTS,
  ...WEBHOOK_ENDPOINTS,
];

/** The error statuses with their codes (the API's words); what each means is in API_DOCS.errors. */
export const API_ERRORS = [
  { key: "badRequest", status: "400" },
  { key: "unauthorized", status: "401 unauthorized" },
  { key: "forbidden", status: "403 forbidden" },
  { key: "notFound", status: "404 not_found" },
  { key: "aliasTaken", status: "409 alias_taken" },
  { key: "rateLimited", status: "429 rate_limited" },
] as const;

/** Every error's body. */
export const API_ERROR_SHAPE = '{"error": "code", "message": "…"}';

/** Code named inside the prose, filled into its {arguments} in every language. */
export const API_DOCS_VALUES = {
  header: "Authorization: Bearer <key>",
  agent: "{agent}",
  department: "{department}",
  ref: "{ref}",
  listShape: '{ "data": [agent…] }',
  domainListShape: '{ "data": [domain…] }',
} as const;
