import { redirect } from "react-router";
import { endSession } from "../lib/auth/session.server";
import type { Route } from "./+types/logout";

/** POST /logout: deletes the session server-side, clears the cookie, goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  return redirect("/", {
    headers: { "Set-Cookie": await endSession(request, context), "Cache-Control": "no-store" },
  });
}

/** A plain visit changes nothing (logging out is a POST, so another site cannot trigger it with a link). */
export function loader() {
  return redirect("/dashboard");
}
