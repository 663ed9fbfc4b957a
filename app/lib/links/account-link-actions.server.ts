import type { AppLoadContext } from "react-router";
import { roleAllows, type WorkspaceActor, type WorkspaceRole } from "#core/workspace-roles";
import { claimLinks, MAX_CLAIMS_PER_REQUEST } from "#domain/links/claim-links.server";
import { deleteLink } from "#domain/links/delete-link.server";
import { fixLinkNumber } from "#domain/links/update-link.server";
import { linkNotFound, parseLinkId } from "./link-id.server";

export type DashboardActionResult =
  /** `deleted` is the code; null when the link was already gone (a second tab, a double submit). */
  | { intent: "delete"; deleted: string | null }
  | { intent: "claim"; claimed: string[] }
  /**
   * The one-click fix of an impossible stored number: `fixed` with the code and the
   * number it now opens; `not_found` (404) when the link is not the account's;
   * `changed` (409) when the stored number is no longer the one the page offered to fix.
   */
  | { intent: "fix-number"; outcome: "fixed"; code: string; phone: string }
  | { intent: "fix-number"; outcome: "not_found" }
  | { intent: "fix-number"; outcome: "changed"; code: string }
  | { intent: "forbidden" }
  | { intent: "invalid" };

/** The claim form posts the browser's tokens as JSON (`[{"code": …, "claimToken": …}]`). */
function claimTokensFrom(raw: FormDataEntryValue | null): string[] {
  if (typeof raw !== "string" || raw.length > 20_000) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .slice(0, MAX_CLAIMS_PER_REQUEST)
      .map((entry) =>
        typeof entry === "object" && entry !== null ? (entry as { claimToken?: unknown }).claimToken : null,
      )
      .filter((token): token is string => typeof token === "string");
  } catch {
    return [];
  }
}

async function fixNumber(
  context: AppLoadContext,
  actor: WorkspaceActor,
  form: FormData,
): Promise<DashboardActionResult> {
  const rawId = form.get("id");
  const id = parseLinkId(typeof rawId === "string" ? rawId : null);
  if (id === null) return { intent: "fix-number", outcome: "not_found" };
  const result = await fixLinkNumber(context.db, context.invalidateLinks, actor, id, form.get("to"));
  return { intent: "fix-number", ...result };
}

/**
 * The dashboard's form posts: delete one of the workspace's links, claim this browser's
 * anonymous links (into the account's personal workspace), or fix a stored number.
 * Deleting and fixing need a role that edits links (`forbidden` otherwise).
 */
export async function runDashboardAction(
  context: AppLoadContext,
  access: { actor: WorkspaceActor & { accountId: number }; role: WorkspaceRole },
  form: FormData,
): Promise<DashboardActionResult> {
  const { actor } = access;
  const intent = form.get("intent");
  if ((intent === "delete" || intent === "fix-number") && !roleAllows(access.role, "edit_links"))
    return { intent: "forbidden" };
  if (intent === "delete") {
    const rawId = form.get("id");
    const id = parseLinkId(typeof rawId === "string" ? rawId : null);
    if (id === null) linkNotFound();
    const deleted = await deleteLink(context.db, context.invalidateLinks, actor.workspaceId, id);
    // Not this account's, or deleted a moment ago: the list says so rather than an error page.
    return { intent: "delete", deleted: deleted.ok ? deleted.code : null };
  }
  if (intent === "claim") {
    const { claimed } = await claimLinks(context.db, actor.accountId, claimTokensFrom(form.get("claims")));
    return { intent: "claim", claimed };
  }
  if (intent === "fix-number") return fixNumber(context, actor, form);
  return { intent: "invalid" };
}
