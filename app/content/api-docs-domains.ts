import type { ApiEndpointExample } from "./api-docs-endpoint";

/** The /docs/api examples for custom domains: /api/v1/domains (docs/product.md "Custom domains"). Words in API_DOCS. */

const DOMAIN = `{
  "id": "dom_3f9a2c71d04b8e65",
  "domain": "chat.yourshop.com",
  "status": "pending",
  "verification": { "type": "TXT", "name": "_chatlink.chat.yourshop.com", "value": "chatlink-verify=9b1f…" },
  "target": "links.example.com",
  "verifiedAt": null,
  "lastCheckedAt": null,
  "lastError": null,
  "proofMissingSince": null,
  "createdAt": "2026-11-24T10:00:00.000Z"
}`;

const AUTH = '-H "Authorization: Bearer $CHATLINK_KEY"';
// biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript shown on the page, not run here
const JS_HEADERS = "headers: { Authorization: `Bearer ${process.env.CHATLINK_KEY}` }";
const JS_JSON_HEADERS =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript shown on the page, not run here
  'headers: { Authorization: `Bearer ${process.env.CHATLINK_KEY}`, "Content-Type": "application/json" }';
const ID = "dom_3f9a2c71d04b8e65";

export const DOMAIN_ENDPOINTS: ApiEndpointExample[] = [
  {
    id: "get-domains",
    method: "GET",
    path: "/domains",
    curl: `curl {origin}/api/v1/domains ${AUTH}`,
    javascript: `const { data } = await (await fetch("{origin}/api/v1/domains", { ${JS_HEADERS} })).json();`,
    response: `{ "data": [${DOMAIN.replaceAll("\n", "\n  ")}] }`,
  },
  {
    id: "post-domains",
    method: "POST",
    path: "/domains",
    curl: `curl -X POST {origin}/api/v1/domains ${AUTH} \\
  -H "Content-Type: application/json" -d '{"domain": "chat.yourshop.com"}'`,
    javascript: `const domain = await (await fetch("{origin}/api/v1/domains", {
  method: "POST",
  ${JS_JSON_HEADERS},
  body: JSON.stringify({ domain: "chat.yourshop.com" }),
})).json();`,
    response: DOMAIN,
  },
  {
    id: "get-domains-id-",
    method: "GET",
    path: "/domains/{id}",
    curl: `curl {origin}/api/v1/domains/${ID} ${AUTH}`,
    javascript: `const domain = await (await fetch("{origin}/api/v1/domains/${ID}", { ${JS_HEADERS} })).json();`,
    response: DOMAIN,
  },
  {
    id: "post-domains-id-verify",
    method: "POST",
    path: "/domains/{id}/verify",
    curl: `curl -X POST {origin}/api/v1/domains/${ID}/verify ${AUTH}`,
    javascript: `const domain = await (await fetch("{origin}/api/v1/domains/${ID}/verify", { method: "POST", ${JS_HEADERS} })).json();`,
    response: DOMAIN.replace('"pending"', '"verified"'),
  },
  {
    id: "delete-domains-id-",
    method: "DELETE",
    path: "/domains/{id}",
    curl: `curl -X DELETE {origin}/api/v1/domains/${ID} ${AUTH}`,
    javascript: `await fetch("{origin}/api/v1/domains/${ID}", { method: "DELETE", ${JS_HEADERS} });`,
  },
];
