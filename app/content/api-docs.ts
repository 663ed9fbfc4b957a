import { AGENT_ENDPOINTS } from "./api-docs-agents";
import { DOMAIN_ENDPOINTS } from "./api-docs-domains";
import type { ApiEndpointDoc } from "./api-docs-endpoint";
import type { PageMeta } from "./types";

export type { ApiEndpointDoc };

/**
 * The REST API reference page (/docs/api). `{origin}` stands for the site's address
 * (PUBLIC_URL), filled in when the page is shown. Every route listed here is a route of
 * /api/v1 and the other way round (tests/api-docs.test.ts checks it against the
 * OpenAPI document the server generates).
 */

export interface ApiDocsContent {
  meta: PageMeta;
  intro: { heading: string; body: string };
  keysTitle: string;
  keys: string[];
  errorsTitle: string;
  errors: Array<{ status: string; meaning: string }>;
  endpointsTitle: string;
  endpoints: ApiEndpointDoc[];
  openApiNote: string;
}

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

export const API_DOCS: ApiDocsContent = {
  meta: {
    title: "REST API reference | ChatLink",
    description:
      "Create, list, change and delete WhatsApp click-to-chat links, read their clicks and draw their QR codes from your own software with ChatLink's REST API.",
    keywords: ["WhatsApp link API", "WhatsApp short link API", "click to chat API", "WhatsApp QR code API"],
  },
  intro: {
    heading: "REST API",
    body: "Your software can create and manage the links of your ChatLink account: the same links, numbers and clicks you see in the dashboard. Every call sends and answers JSON, with an API key.",
  },
  keysTitle: "Keys",
  keys: [
    "Create a key in the dashboard under Settings → API keys. It is shown once; we keep only a fingerprint of it.",
    "Send it with every call as Authorization: Bearer <key>. A read-only key can list and read; creating, changing and deleting need a read and write key.",
    "Revoke a key on the same page: the next call with it is refused.",
  ],
  errorsTitle: "Errors",
  errors: [
    {
      status: "400",
      meaning: 'Something in the request is wrong; "field" names it (invalid_phone, invalid_alias, …).',
    },
    { status: "401 unauthorized", meaning: "No key, or a key that is unknown or revoked." },
    { status: "403 forbidden", meaning: "A read-only key tried to write." },
    { status: "404 not_found", meaning: "No such link in your account." },
    { status: "409 alias_taken", meaning: "Another link already has that alias." },
    {
      status: "429 rate_limited",
      meaning:
        "Too many calls with this workspace's keys in a minute, or links created by this account in an hour; wait the seconds in Retry-After.",
    },
  ],
  endpointsTitle: "Endpoints",
  endpoints: [
    {
      method: "POST",
      path: "/links",
      summary: "Create a link",
      details:
        'Send "phone" (as people type it; add "country" such as "GB" for a national number) or "url" (a WhatsApp link such as https://wa.me/447911123456?text=Hi), and optionally "message", "alias" and "domain" (a verified custom domain of your workspace: the link is served there, and codes are unique per domain); any other field is a 400 naming it. For a team link send "agents" (1–20 agent ids, in turn order) instead of a number, "rotation" (round_robin, weighted or sticky) and optionally "fallbackAgent" (for when none is open); its "message" may hold {agent}, {department} and {ref}. Answers 201 with the link. Send an Idempotency-Key header to retry safely: the same key and body within a day return the first answer and create nothing.',
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
      method: "GET",
      path: "/links",
      summary: "List links",
      details:
        'Newest first, "limit" (1–100, default 20) at a time; pass the "nextCursor" of one page as "cursor" for the next, until it is null. "q" finds codes, numbers and messages containing it.',
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
      method: "GET",
      path: "/links/{id}",
      summary: "Read a link",
      details: "The link with its human clicks of all time (bots are counted apart).",
      curl: `curl {origin}/api/v1/links/1042 ${AUTH}`,
      javascript: `const link = await (await fetch("{origin}/api/v1/links/1042", { ${JS_HEADERS} })).json();`,
      response: LINK,
    },
    {
      method: "PATCH",
      path: "/links/{id}",
      summary: "Change a link's number or message",
      details:
        'Send "phone" (and "country"), "message", or both; a "message" of null removes it; a team link takes "agents", "rotation" and "fallbackAgent" instead of "phone", and any link "qrRef"; any other field (such as "alias") is a 400 naming it. The code and short URL stay, so printed QR codes keep working; the next click goes to the new chat.',
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
      method: "DELETE",
      path: "/links/{id}",
      summary: "Delete a link",
      details:
        "Answers 204. The short URL then shows Link Not Found, and the link's clicks are deleted with it.",
      curl: `curl -X DELETE {origin}/api/v1/links/1042 ${AUTH}`,
      javascript: `await fetch("{origin}/api/v1/links/1042", { method: "DELETE", ${JS_HEADERS} });`,
    },
    {
      method: "GET",
      path: "/links/{id}/analytics",
      summary: "Read a link's clicks",
      details:
        'From "from" to "to" (UTC days, YYYY-MM-DD, at most 366 days; the last 30 by default): people\'s clicks per day, countries, devices, systems, browsers and referrers, and bot hits apart. The same numbers as the dashboard. "refs" counts clicks per "?ref=" word, most first ("qr" for scans of the QR codes ChatLink draws). "agents" lists a team link\'s clicks per agent with each agent\'s current name ("Deleted agent" once deleted), and is empty for a one-number link.',
      curl: `curl "{origin}/api/v1/links/1042/analytics?from=2026-11-01&to=2026-11-24" ${AUTH}`,
      javascript: `const stats = await (await fetch("{origin}/api/v1/links/1042/analytics", { ${JS_HEADERS} })).json();`,
      response: `{
  "from": "2026-11-01", "to": "2026-11-24", "clicks": 12, "bots": 3,
  "days": [{ "date": "2026-11-24", "clicks": 12 }],
  "countries": [{ "code": "GB", "clicks": 12 }],
  "devices": [{ "device": "mobile", "clicks": 11 }, { "device": "desktop", "clicks": 1 }],
  "os": [], "browsers": [], "referrers": [],
  "refs": [{ "ref": "qr", "clicks": 7 }, { "ref": "flyer", "clicks": 3 }], "agents": []
}`,
    },
    {
      method: "GET",
      path: "/links/{id}/analytics.csv",
      summary: "Download a link's clicks as CSV",
      details:
        "The dashboard's download for the same range: one row per hour (ranges of 3 days or fewer) or per UTC day, each dimension and value, people and bots apart. Team members' rows hold their names, ref rows the word.",
      curl: `curl -o clicks.csv "{origin}/api/v1/links/1042/analytics.csv?from=2026-11-01&to=2026-11-24" ${AUTH}`,
      javascript: `const csv = await (await fetch("{origin}/api/v1/links/1042/analytics.csv", { ${JS_HEADERS} })).text();`,
    },
    {
      method: "GET",
      path: "/links/{id}/qr",
      summary: "Draw a link's QR code",
      details:
        'The short URL as a QR code: "format" png (default) or svg, "size" 64 to 2048 pixels (300 by default).',
      curl: `curl -o corner-shop.png "{origin}/api/v1/links/1042/qr?size=600" ${AUTH}`,
      javascript: `const png = await (await fetch("{origin}/api/v1/links/1042/qr?size=600", { ${JS_HEADERS} })).arrayBuffer();`,
    },
    {
      method: "GET",
      path: "/workspace",
      summary: "Read the key's workspace",
      details: "The workspace the key belongs to, its members and the key's access.",
      curl: `curl {origin}/api/v1/workspace ${AUTH}`,
      javascript: `const workspace = await (await fetch("{origin}/api/v1/workspace", { ${JS_HEADERS} })).json();`,
      response: `{ "id": "ws_3f9a2c71d04b8e65", "name": "Personal", "members": [{ "email": "you@example.com", "role": "owner" }], "scope": "write" }`,
    },
    ...AGENT_ENDPOINTS,
    ...DOMAIN_ENDPOINTS,
  ],
  openApiNote: "Tools that read OpenAPI 3.1 (code generators, Postman, Insomnia) can load the whole API from",
};
