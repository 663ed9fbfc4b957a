import { describe, expect, it } from "vitest";
import { API_DOCS } from "../app/content/api-docs";
import { API_ENDPOINTS } from "../app/content/api-docs-examples";
import { apiV1Routes } from "../server/http/api-v1.server";

/** The /docs/api page documents exactly the routes /api/v1 has (its OpenAPI document is the reference). */
describe("API reference page", () => {
  it("lists every route of the OpenAPI document, and no other", async () => {
    const response = await apiV1Routes({ publicUrl: "https://chat.example" } as never).request(
      "/openapi.json",
    );
    const doc = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const onThePage = API_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort();
    expect(onThePage).toEqual(documented);
  });

  it("explains refs and agents on the analytics route, and keeps no analytics field empty", async () => {
    const response = await apiV1Routes({ publicUrl: "https://chat.example" } as never).request(
      "/openapi.json",
    );
    const doc = (await response.json()) as {
      components: { schemas: { Analytics: { properties: Record<string, { description?: string }> } } };
    };
    const empty = Object.entries(doc.components.schemas.Analytics.properties)
      .filter(([, property]) => /empty until/i.test(property.description ?? ""))
      .map(([name]) => name);
    expect(empty).toEqual([]);
    const analytics = API_DOCS.endpoints["get-links-id-analytics"].details;
    for (const name of ["refs", "agents"]) expect(analytics).toContain(`"${name}"`);
    expect(analytics).not.toMatch(/not built yet/);
  });

  it("writes every example against the site's own address", () => {
    for (const endpoint of API_ENDPOINTS) {
      expect(endpoint.curl, endpoint.path).toContain("{origin}/api/v1");
      expect(endpoint.javascript, endpoint.path).toContain("{origin}/api/v1");
    }
  });
});
