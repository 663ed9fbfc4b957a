import type { ApiEndpointExample } from "./api-docs-endpoint";

/** The /docs/api examples for agents (team links route chats to them): /api/v1/agents. Words in API_DOCS. */

const AGENT = `{
  "id": "ag_3f9a2c71d04b8e65",
  "name": "Ana",
  "phone": "+447911123456",
  "department": "Sales",
  "weight": 1,
  "active": true,
  "hours": { "timeZone": "Europe/London", "weekly": { "mon": [["09:00", "17:30"]] } },
  "openNow": true
}`;

const AUTH = '-H "Authorization: Bearer $CHATLINK_KEY"';
// biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript shown on the page, not run here
const JS_HEADERS = "headers: { Authorization: `Bearer ${process.env.CHATLINK_KEY}` }";
const JS_JSON_HEADERS =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript shown on the page, not run here
  'headers: { Authorization: `Bearer ${process.env.CHATLINK_KEY}`, "Content-Type": "application/json" }';

export const AGENT_ENDPOINTS: ApiEndpointExample[] = [
  {
    id: "get-agents",
    method: "GET",
    path: "/agents",
    curl: `curl {origin}/api/v1/agents ${AUTH}`,
    javascript: `const { data } = await (await fetch("{origin}/api/v1/agents", { ${JS_HEADERS} })).json();`,
    response: `{ "data": [${AGENT.replaceAll("\n", "\n  ")}] }`,
  },
  {
    id: "post-agents",
    method: "POST",
    path: "/agents",
    curl: `curl -X POST {origin}/api/v1/agents ${AUTH} \\
  -H "Content-Type: application/json" \\
  -d '{"name": "Ana", "phone": "+44 7911 123456", "department": "Sales", "hours": {"timeZone": "Europe/London", "weekly": {"mon": [["09:00", "17:30"]]}}}'`,
    javascript: `const agent = await (await fetch("{origin}/api/v1/agents", {
  method: "POST",
  ${JS_JSON_HEADERS},
  body: JSON.stringify({ name: "Ana", phone: "+44 7911 123456", department: "Sales" }),
})).json();`,
    response: AGENT,
  },
  {
    id: "get-agents-id-",
    method: "GET",
    path: "/agents/{id}",
    curl: `curl {origin}/api/v1/agents/ag_3f9a2c71d04b8e65 ${AUTH}`,
    javascript: `const agent = await (await fetch("{origin}/api/v1/agents/ag_3f9a2c71d04b8e65", { ${JS_HEADERS} })).json();`,
    response: AGENT,
  },
  {
    id: "patch-agents-id-",
    method: "PATCH",
    path: "/agents/{id}",
    curl: `curl -X PATCH {origin}/api/v1/agents/ag_3f9a2c71d04b8e65 ${AUTH} \\
  -H "Content-Type: application/json" -d '{"active": false}'`,
    javascript: `await fetch("{origin}/api/v1/agents/ag_3f9a2c71d04b8e65", {
  method: "PATCH",
  ${JS_JSON_HEADERS},
  body: JSON.stringify({ active: false }),
});`,
    response: AGENT,
  },
  {
    id: "delete-agents-id-",
    method: "DELETE",
    path: "/agents/{id}",
    curl: `curl -X DELETE {origin}/api/v1/agents/ag_3f9a2c71d04b8e65 ${AUTH}`,
    javascript: `await fetch("{origin}/api/v1/agents/ag_3f9a2c71d04b8e65", { method: "DELETE", ${JS_HEADERS} });`,
  },
];
