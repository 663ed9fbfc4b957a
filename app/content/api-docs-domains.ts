import type { ApiEndpointDoc } from "./api-docs-endpoint";

/** The /docs/api entries for custom domains: /api/v1/domains (docs/product.md "Custom domains"). */

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

export const DOMAIN_ENDPOINTS: ApiEndpointDoc[] = [
  {
    method: "GET",
    path: "/domains",
    summary: "List custom domains",
    details: 'Your workspace\'s custom domains, by name (at most 20): { "data": [domain…] }.',
    curl: `curl {origin}/api/v1/domains ${AUTH}`,
    javascript: `const { data } = await (await fetch("{origin}/api/v1/domains", { ${JS_HEADERS} })).json();`,
    response: `{ "data": [${DOMAIN.replaceAll("\n", "\n  ")}] }`,
  },
  {
    method: "POST",
    path: "/domains",
    summary: "Add a custom domain",
    details:
      'Send "domain" (such as chat.yourshop.com). Answers 201 with the domain, pending: create the TXT record named in "verification" with its value, point a CNAME for the domain at "target", then verify. A name another workspace has verified is a 409 domain_taken.',
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
    method: "GET",
    path: "/domains/{id}",
    summary: "Read a custom domain",
    details:
      'One domain of your workspace. "lastError" (and "message") say what the last check found wrong; a verified domain whose record stays missing for a day turns "failing" and is no longer served.',
    curl: `curl {origin}/api/v1/domains/${ID} ${AUTH}`,
    javascript: `const domain = await (await fetch("{origin}/api/v1/domains/${ID}", { ${JS_HEADERS} })).json();`,
    response: DOMAIN,
  },
  {
    method: "POST",
    path: "/domains/{id}/verify",
    summary: "Verify a custom domain now",
    details:
      'Looks for the TXT record now. Answers the domain: "status": "verified" once the record holds its value, else still "pending" with a "message" saying what was found.',
    curl: `curl -X POST {origin}/api/v1/domains/${ID}/verify ${AUTH}`,
    javascript: `const domain = await (await fetch("{origin}/api/v1/domains/${ID}/verify", { method: "POST", ${JS_HEADERS} })).json();`,
    response: DOMAIN.replace('"pending"', '"verified"'),
  },
  {
    method: "DELETE",
    path: "/domains/{id}",
    summary: "Remove a custom domain",
    details: "Answers 204. The links made on the domain are deleted with it, and it is no longer served.",
    curl: `curl -X DELETE {origin}/api/v1/domains/${ID} ${AUTH}`,
    javascript: `await fetch("{origin}/api/v1/domains/${ID}", { method: "DELETE", ${JS_HEADERS} });`,
  },
];
