import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AgentDeps } from "#domain/agents/agent-view.server";
import { createAgent } from "#domain/agents/create-agent.server";
import { deleteAgent } from "#domain/agents/delete-agent.server";
import { findAgent } from "#domain/agents/find-agent.server";
import { listAgents } from "#domain/agents/list-agents.server";
import { updateAgent } from "#domain/agents/update-agent.server";
import { type ApiEnv, type ApiV1Deps, actorOf, apiFail, fieldOf, NO_STORE } from "./respond.server";
import {
  AgentIdParams,
  AgentSchema,
  CreateAgentSchema,
  ErrorSchema,
  errors,
  json,
  security,
  UpdateAgentSchema,
  writeErrors,
} from "./schemas.server";

const agentErrors = { ...errors, 404: json(ErrorSchema, "No such agent in this workspace") };
const agentWriteErrors = { ...writeErrors, 404: json(ErrorSchema, "No such agent in this workspace") };

const listAgentsRoute = createRoute({
  method: "get",
  path: "/agents",
  summary: "The workspace's agents (team links route chats to them), oldest first",
  security,
  responses: { 200: json(z.object({ data: z.array(AgentSchema) }), "Every agent (at most 200)"), ...errors },
});

const createAgentRoute = createRoute({
  method: "post",
  path: "/agents",
  summary: "Add an agent",
  security,
  request: { body: { content: { "application/json": { schema: CreateAgentSchema } }, required: true } },
  responses: {
    201: json(AgentSchema, "The new agent"),
    400: json(ErrorSchema, "A field is wrong (`field` names it)"),
    409: json(ErrorSchema, "The workspace has 200 agents already (`too_many_agents`)"),
    ...writeErrors,
  },
});

const getAgentRoute = createRoute({
  method: "get",
  path: "/agents/{id}",
  summary: "One agent",
  security,
  request: { params: AgentIdParams },
  responses: { 200: json(AgentSchema, "The agent"), ...agentErrors },
});

const updateAgentRoute = createRoute({
  method: "patch",
  path: "/agents/{id}",
  summary: "Change an agent (what is not sent stays); its team links obey at the next click",
  security,
  request: {
    params: AgentIdParams,
    body: { content: { "application/json": { schema: UpdateAgentSchema } }, required: true },
  },
  responses: {
    200: json(AgentSchema, "The changed agent"),
    400: json(ErrorSchema, "A field is wrong"),
    ...agentWriteErrors,
  },
});

const deleteAgentRoute = createRoute({
  method: "delete",
  path: "/agents/{id}",
  summary: "Delete an agent: it leaves its team links",
  security,
  request: { params: AgentIdParams },
  responses: {
    204: { description: "Deleted" },
    409: json(ErrorSchema, "It is the only agent of a team link (`agent_in_use` names them)"),
    ...agentWriteErrors,
  },
});

/** A workspace's agents: a read key reads, a write key writes (the middleware checks the scope). */
export function registerAgents(app: OpenAPIHono<ApiEnv>, deps: ApiV1Deps): void {
  const agentDeps: AgentDeps = { db: deps.db, invalidateLinks: deps.invalidate };
  const actor = (c: Context<ApiEnv>) => actorOf(c.get("holder"));
  const fail = (c: Context<ApiEnv>, failed: { error: Parameters<typeof apiFail>[1]; message?: string }) =>
    apiFail(c, failed.error, failed.message, fieldOf(failed.error, failed.message));

  app.openapi(listAgentsRoute, async (c) => {
    const listed = await listAgents(agentDeps, actor(c));
    return c.json({ data: listed.agents }, 200, NO_STORE);
  });

  app.openapi(createAgentRoute, async (c) => {
    const created = await createAgent(agentDeps, actor(c), c.req.valid("json"));
    if (!created.ok) return fail(c, created);
    return c.json(created.agent, 201, NO_STORE);
  });

  app.openapi(getAgentRoute, async (c) => {
    const found = await findAgent(agentDeps, actor(c), { id: c.req.valid("param").id });
    if (!found.ok) return fail(c, found);
    return c.json(found.agent, 200, NO_STORE);
  });

  app.openapi(updateAgentRoute, async (c) => {
    const updated = await updateAgent(agentDeps, actor(c), {
      id: c.req.valid("param").id,
      changes: c.req.valid("json"),
    });
    if (!updated.ok) return fail(c, updated);
    return c.json(updated.agent, 200, NO_STORE);
  });

  app.openapi(deleteAgentRoute, async (c) => {
    const deleted = await deleteAgent(agentDeps, actor(c), { id: c.req.valid("param").id });
    if (!deleted.ok) return fail(c, deleted);
    return c.body(null, 204, NO_STORE);
  });
}
