import type { API_DOCS } from "./api-docs";

/** An endpoint's key in the API_DOCS catalogue module, also its heading's fragment (`#get-links-id`). */
export type ApiEndpointId = keyof typeof API_DOCS.endpoints;

/**
 * One route of the REST API reference page (/docs/api): what is the same in every language
 * (method, path, code). Its summary and details are in each language's API_DOCS module.
 */
export interface ApiEndpointExample {
  id: ApiEndpointId;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** As in the OpenAPI document, under /api/v1. */
  path: string;
  curl: string;
  javascript: string;
  /** An example answer (JSON), when there is a body. */
  response?: string;
}
