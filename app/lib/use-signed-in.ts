import { useRouteLoaderData } from "react-router";
import type { SiteVisitor } from "./auth/site-visitor";

/**
 * Whether the site layout's loader found a signed-in visitor. False outside the
 * site layout (the embeddable widget) and on the anonymous prerendered pages.
 */
export function useSignedIn(): boolean {
  return (useRouteLoaderData("routes/site-layout") as SiteVisitor | undefined)?.signedIn ?? false;
}
