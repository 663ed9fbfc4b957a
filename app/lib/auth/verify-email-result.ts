/** What POST /verify-email answers (app/lib/auth/verify-email.server.ts), for the page and the dashboard's reminder. */
export type VerifyEmailResult =
  | { intent: "confirm"; confirmed: string | null }
  | { intent: "resend"; outcome: "sent" | "already_verified" | "limited" | "not_found" };
