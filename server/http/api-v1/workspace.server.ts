import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { readWorkspace } from "#domain/workspaces/read-workspace.server";
import { type ApiEnv, type ApiV1Deps, NO_STORE } from "./respond.server";
import { errors, json, security, WorkspaceSchema } from "./schemas.server";

const workspaceRoute = createRoute({
  method: "get",
  path: "/workspace",
  summary: "The key's workspace, its members and the key's scope",
  security,
  responses: { 200: json(WorkspaceSchema, "The workspace"), ...errors },
});

/** The key's workspace, its members and the key's scope. */
export function registerWorkspace(app: OpenAPIHono<ApiEnv>, deps: ApiV1Deps): void {
  app.openapi(workspaceRoute, async (c) => {
    const holder = c.get("holder");
    const view = await readWorkspace(deps.db, holder.workspace);
    return c.json({ ...view, scope: holder.scope }, 200, NO_STORE);
  });
}
