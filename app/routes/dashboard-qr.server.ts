import { type AppLoadContext, data } from "react-router";
import { MAX_LOGO_BYTES } from "#core/qr-sizes";
import { qrTarget } from "#core/qr-urls";
import { requestLocale } from "#core/request-locale";
import { linkOrigin, shortUrlFor } from "#core/short-url";
import { roleAllows } from "#core/workspace-roles";
import { accountKey } from "#domain/limits/account-limiters.server";
import { setLinkQrRef } from "#domain/links/set-link-qr-ref.server";
import { brandedQrResponse, readLimitedForm, refusal } from "../lib/branded-qr/branded-qr-response.server";
import { type PageCopy, pageCopy } from "../lib/i18n/page-copy.server";
import { copyFor, formatFor } from "../lib/i18n/page-modules.server";
import { linkNotFound } from "../lib/links/link-id.server";
import { requireOwnedLink } from "../lib/links/owned-link.server";
import { readForm } from "../lib/read-form.server";

export interface QrPage extends PageCopy<"QR_PAGE_COPY"> {
  link: { id: number; code: string; shortUrl: string };
  /** The codes drawn here carry `?ref=qr` (links.qr_ref). */
  qrRef: boolean;
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
    link: {
      id: link.id,
      code: link.code,
      shortUrl: shortUrlFor(linkOrigin(context.env.publicUrl, link.domain), link.code),
    },
    qrRef: link.qrRef,
    canEdit: roleAllows(workspace.role, "edit_links"),
    ...pageCopy(request, "QR_PAGE_COPY"),
  };
}

/** The page's form: turns `?ref=qr` on or off for this link's codes (editors and up; a viewer gets a 403). */
export async function saveQrRef(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
): Promise<{ ok: true; qrRef: boolean }> {
  const { link, actor } = await requireOwnedLink(request, context, rawId, "edit_links");
  const form = await readForm(request);
  if (form.get("intent") !== "qr-ref") throw data("Unknown form.", { status: 400 });
  // An unticked checkbox sends nothing: absent means off.
  const qrRef = form.get("qrRef") === "on";
  const saved = await setLinkQrRef(context.db, actor, { linkId: link.id, qrRef });
  if (!saved.ok) linkNotFound();
  return { ok: true, qrRef };
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
  // Scans counted apart unless the owner turned it off on this page (links.qr_ref).
  const data = qrTarget(shortUrlFor(linkOrigin(context.env.publicUrl, link.domain), link.code), link.qrRef);
  const stem = `chatlink-${link.code.replace(/[^\w-]/g, "_")}`;
  const key = accountKey(session.account.id);
  const png = {
    renderer: context.qrRenderer,
    // The pool's per-owner share and the account's allowances: one account cannot hold the worker.
    owner: key,
    allowance: (format: "png" | "svg") =>
      (format === "png" ? context.accountLimiters.qrPngs : context.accountLimiters.qrSvgs).hit(key),
  };
  // Refusals in the page's language: the designer shows them as they come.
  const words = {
    locale: requestLocale(request),
    copy: copyFor(request, "QR_PAGE_COPY"),
    format: formatFor(request),
  };
  if (request.method === "GET")
    return brandedQrResponse(new URL(request.url).searchParams, data, stem, png, words);
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type))
    return refusal("Send the form as multipart/form-data.", 400);
  let form: FormData | null;
  try {
    form = await readLimitedForm(request);
  } catch {
    return refusal("The form could not be read.", 400);
  }
  if (form === null)
    return refusal(words.format(words.copy.designer.logoTooBig, { maxKb: MAX_LOGO_BYTES / 1024 }), 413);
  return brandedQrResponse(form, data, stem, png, words);
}
