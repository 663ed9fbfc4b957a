import type { ApiEndpointDoc } from "./api-docs-endpoint";

/** The /docs/api entries for agents (team links route chats to them): /api/v1/agents. */

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

export const AGENT_ENDPOINTS: ApiEndpointDoc[] = [
  {
    method: "GET",
    path: "/agents",
    summary: "List agents",
    details:
      'The people your team links share chats among, oldest first (at most 200): { "data": [agent…] }. "openNow" says whether their hours have them open at this moment; "active": false means paused.',
    curl: `curl {origin}/api/v1/agents ${AUTH}`,
    javascript: `const { data } = await (await fetch("{origin}/api/v1/agents", { ${JS_HEADERS} })).json();`,
    response: `{ "data": [${AGENT.replaceAll("\n", "\n  ")}] }`,
  },
  {
    method: "POST",
    path: "/agents",
    summary: "Add an agent",
    details:
      'Send "name" (1–60 characters) and "phone" (as people type it, with "country" for a national number), and optionally "department", "weight" (1–100, default 1: a weighted team link gives an agent of weight 2 twice the chats), "active" (default true) and "hours" (time zone and weekly ranges; a range may end after midnight, such as ["22:00", "02:00"]; "closedDates" as YYYY-MM-DD; none means always open). Answers 201 with the agent.',
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
    method: "GET",
    path: "/agents/{id}",
    summary: "Read an agent",
    details: "One agent of your workspace.",
    curl: `curl {origin}/api/v1/agents/ag_3f9a2c71d04b8e65 ${AUTH}`,
    javascript: `const agent = await (await fetch("{origin}/api/v1/agents/ag_3f9a2c71d04b8e65", { ${JS_HEADERS} })).json();`,
    response: AGENT,
  },
  {
    method: "PATCH",
    path: "/agents/{id}",
    summary: "Change an agent",
    details:
      'Send what changes (the same fields as when adding; "hours": null means always open, "active": false pauses). Every team link with this agent follows from its next click.',
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
    method: "DELETE",
    path: "/agents/{id}",
    summary: "Delete an agent",
    details:
      "Answers 204; the agent leaves its team links. When it is the only agent of a team link, 409 agent_in_use names that link: give it another agent, or delete it, first.",
    curl: `curl -X DELETE {origin}/api/v1/agents/ag_3f9a2c71d04b8e65 ${AUTH}`,
    javascript: `await fetch("{origin}/api/v1/agents/ag_3f9a2c71d04b8e65", { method: "DELETE", ${JS_HEADERS} });`,
  },
];
