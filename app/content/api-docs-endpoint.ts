/** One route of the REST API reference page (/docs/api). */
export interface ApiEndpointDoc {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** As in the OpenAPI document, under /api/v1. */
  path: string;
  summary: string;
  /** What to send and what comes back, in a sentence or two. */
  details: string;
  curl: string;
  javascript: string;
  /** An example answer (JSON), when there is a body. */
  response?: string;
}
