import type { ApiEndpointExample } from "./api-docs-endpoint";

/** The /docs/api examples for webhooks: /api/v1/webhooks (docs/product.md "Webhooks"). Words in API_DOCS. */

const WEBHOOK_FIELDS = `"id": "whk_3f9a2c71d04b8e65",
  "url": "https://example.com/hooks/chatlink",
  "events": ["link.created", "link.clicked"],
  "enabled": true,
  "disabledReason": null,
  "disabledAt": null,
  "createdAt": "2026-11-24T10:00:00.000Z",
  "updatedAt": "2026-11-24T10:00:00.000Z"`;
const WEBHOOK = `{\n  ${WEBHOOK_FIELDS}\n}`;
const DELIVERY = `{
  "id": "msg_9d1c0a4b7e2f3a5c6d8e0f12",
  "event": "link.created",
  "status": "delivered",
  "attempts": 1,
  "request": "{\\"type\\":\\"link.created\\",\\"timestamp\\":\\"2026-11-24T10:05:00.000Z\\",\\"data\\":{…}}",
  "statusCode": 200,
  "durationMs": 84,
  "error": null,
  "lastAttemptAt": "2026-11-24T10:05:00.120Z",
  "nextAttemptAt": null,
  "createdAt": "2026-11-24T10:05:00.000Z"
}`;

const AUTH = '-H "Authorization: Bearer $CHATLINK_KEY"';
// biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript shown on the page, not run here
const JS_HEADERS = "headers: { Authorization: `Bearer ${process.env.CHATLINK_KEY}` }";
const JS_JSON_HEADERS =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript shown on the page, not run here
  'headers: { Authorization: `Bearer ${process.env.CHATLINK_KEY}`, "Content-Type": "application/json" }';
const ID = "whk_3f9a2c71d04b8e65";
const MSG = "msg_9d1c0a4b7e2f3a5c6d8e0f12";
const BASE = "{origin}/api/v1/webhooks";

export const WEBHOOK_ENDPOINTS: ApiEndpointExample[] = [
  {
    id: "get-webhooks",
    method: "GET",
    path: "/webhooks",
    curl: `curl ${BASE} ${AUTH}`,
    javascript: `const { data } = await (await fetch("${BASE}", { ${JS_HEADERS} })).json();`,
    response: `{ "data": [${WEBHOOK.replaceAll("\n", "\n  ")}] }`,
  },
  {
    id: "post-webhooks",
    method: "POST",
    path: "/webhooks",
    curl: `curl -X POST ${BASE} ${AUTH} \\
  -H "Content-Type: application/json" \\
  -d '{"url": "https://example.com/hooks/chatlink", "events": ["link.created", "link.clicked"]}'`,
    javascript: `const hook = await (await fetch("${BASE}", {
  method: "POST",
  ${JS_JSON_HEADERS},
  body: JSON.stringify({ url: "https://example.com/hooks/chatlink", events: ["link.created", "link.clicked"] }),
})).json();`,
    response: `{\n  ${WEBHOOK_FIELDS},\n  "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"\n}`,
  },
  {
    id: "get-webhooks-id-",
    method: "GET",
    path: "/webhooks/{id}",
    curl: `curl ${BASE}/${ID} ${AUTH}`,
    javascript: `const hook = await (await fetch("${BASE}/${ID}", { ${JS_HEADERS} })).json();`,
    response: WEBHOOK,
  },
  {
    id: "patch-webhooks-id-",
    method: "PATCH",
    path: "/webhooks/{id}",
    curl: `curl -X PATCH ${BASE}/${ID} ${AUTH} \\
  -H "Content-Type: application/json" -d '{"enabled": true}'`,
    javascript: `const hook = await (await fetch("${BASE}/${ID}", {
  method: "PATCH",
  ${JS_JSON_HEADERS},
  body: JSON.stringify({ enabled: true }),
})).json();`,
    response: WEBHOOK,
  },
  {
    id: "delete-webhooks-id-",
    method: "DELETE",
    path: "/webhooks/{id}",
    curl: `curl -X DELETE ${BASE}/${ID} ${AUTH}`,
    javascript: `await fetch("${BASE}/${ID}", { method: "DELETE", ${JS_HEADERS} });`,
  },
  {
    id: "get-webhooks-id-deliveries",
    method: "GET",
    path: "/webhooks/{id}/deliveries",
    curl: `curl ${BASE}/${ID}/deliveries ${AUTH}`,
    javascript: `const { data } = await (await fetch("${BASE}/${ID}/deliveries", { ${JS_HEADERS} })).json();`,
    response: `{ "data": [${DELIVERY.replaceAll("\n", "\n  ")}] }`,
  },
  {
    id: "post-webhooks-id-deliveries-deliveryid-retry",
    method: "POST",
    path: "/webhooks/{id}/deliveries/{deliveryId}/retry",
    curl: `curl -X POST ${BASE}/${ID}/deliveries/${MSG}/retry ${AUTH}`,
    javascript: `await fetch("${BASE}/${ID}/deliveries/${MSG}/retry", { method: "POST", ${JS_HEADERS} });`,
    response: DELIVERY.replace('"delivered"', '"pending"').replace('"attempts": 1', '"attempts": 0'),
  },
  {
    id: "post-webhooks-id-test",
    method: "POST",
    path: "/webhooks/{id}/test",
    curl: `curl -X POST ${BASE}/${ID}/test ${AUTH}`,
    javascript: `await fetch("${BASE}/${ID}/test", { method: "POST", ${JS_HEADERS} });`,
  },
];
