/** Copy for the last-resort error screen (unexpected failures, not missing pages). */
export const ERROR_SCREEN = {
  heading: "Something went wrong",
  body: "We couldn't show this page right now. Please try again in a moment.",
  /** Above the heading, with the HTTP status. */
  status: "Error {status}",
} as const;
