/**
 * An error boundary's error, logged in the visitor's own browser console only. On the
 * server the same error has already been logged by `handleError` in entry.server.tsx,
 * bounded and without the values a failed query carried; logging it here too would
 * print it twice, and the full text, into the server's log.
 */
export function logRouteErrorInBrowser(error: unknown): void {
  if (typeof document !== "undefined") console.error(error);
}
