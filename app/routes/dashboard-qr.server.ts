import type { AppLoadContext } from "react-router";
import { shortUrlFor } from "#core/short-url";
import { roleAllows } from "#core/workspace-roles";
import { accountKey } from "#domain/limits/account-limiters.server";
import { brandedQrResponse, readLimitedForm, refusal } from "../lib/branded-qr/branded-qr-response.server";
import { requireOwnedLink } from "../lib/links/owned-link.server";

export interface QrPage {
  link: { id: number; code: string; shortUrl: string };
  /** The member's role changes links (a viewer gets no Edit link). */
  canEdit: boolean;
}

export async function loadQrPage(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
): Promise<QrPage> {
  const { link, workspace } = await requireOwnedLink(request, context, rawId);
  return {
    link: { id: link.id, code: link.code, shortUrl: shortUrlFor(context.env.publicUrl, link.code) },
    canEdit: roleAllows(workspace.role, "edit_links"),
  };
}

/**
 * The owner's branded QR image for the link's short URL: GET takes the settings
 * from the query (the no-JavaScript preview, no logo), POST from a multipart form
 * with an optional logo, read with a byte limit. Nothing is stored.
 */
export async function brandedQrImage(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
): Promise<Response> {
  const { session, link } = await requireOwnedLink(request, context, rawId);
  const shortUrl = shortUrlFor(context.env.publicUrl, link.code);
  const stem = `chatlink-${link.code.replace(/[^\w-]/g, "_")}`;
  const key = accountKey(session.account.id);
  const png = {
    renderer: context.qrRenderer,
    // The pool's per-owner share and the account's allowances: one account cannot hold the worker.
    owner: key,
    allowance: (format: "png" | "svg") =>
      (format === "png" ? context.accountLimiters.qrPngs : context.accountLimiters.qrSvgs).hit(key),
  };
  if (request.method === "GET")
    return brandedQrResponse(new URL(request.url).searchParams, shortUrl, stem, png);
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type))
    return refusal("Send the form as multipart/form-data.", 400);
  let form: FormData | null;
  try {
    form = await readLimitedForm(request);
  } catch {
    return refusal("The form could not be read.", 400);
  }
  if (form === null) return refusal("The upload is too big: logos can be at most 200 KB.", 413);
  return brandedQrResponse(form, shortUrl, stem, png);
}
