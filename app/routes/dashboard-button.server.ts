import { type AppLoadContext, data } from "react-router";
import {
  BUTTON_GREETING_MAX,
  BUTTON_LABEL_MAX,
  BUTTON_POSITIONS,
  type ButtonOptions,
  readButtonOptions,
} from "#core/chat-button";
import { LOCALE_INFO, type Locale } from "#core/locales";
import { requestLocale } from "#core/request-locale";
import { linkOrigin, shortUrlFor } from "#core/short-url";
import { roleAllows } from "#core/workspace-roles";
import { readLinkButton } from "#domain/links/read-link-button.server";
import { setLinkButton } from "#domain/links/set-link-button.server";
import { catalogue } from "../content/catalogues.server";
import type { CHAT_BUTTON_PAGE } from "../content/chat-button-page";
import { formatMessage } from "../lib/i18n/format-message";
import { linkNotFound } from "../lib/links/link-id.server";
import { requireOwnedLink } from "../lib/links/owned-link.server";
import { readForm } from "../lib/read-form.server";

/** The page's words, filled (the browser has no ICU parser): one string per key of CHAT_BUTTON_PAGE. */
export type ButtonPageCopy = { readonly [K in keyof typeof CHAT_BUTTON_PAGE]: string };

export function buttonPageCopy(locale: Locale, code: string): ButtonPageCopy {
  const values = { code, labelMax: BUTTON_LABEL_MAX, greetingMax: BUTTON_GREETING_MAX };
  const texts = catalogue(locale).CHAT_BUTTON_PAGE;
  return Object.fromEntries(
    // Only texts with ICU syntax are formatted: the others may hold markup-like words (</body>).
    Object.entries(texts).map(([key, text]) => [
      key,
      text.includes("{") ? formatMessage(locale, text, values) : text,
    ]),
  ) as ButtonPageCopy;
}

export interface ButtonPage {
  link: { id: number; code: string; shortUrl: string; team: boolean };
  options: ButtonOptions;
  /** The one line to paste: the script from this site's public address. */
  snippet: string;
  canEdit: boolean;
  copy: ButtonPageCopy;
}

export function buttonSnippet(publicUrl: string, code: string, domain: string | null = null): string {
  const on = domain === null ? "" : ` data-domain="${domain}"`;
  return `<script src="${publicUrl}/button.js" data-link="${code}"${on} async></script>`;
}

export async function loadButtonPage(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
): Promise<ButtonPage> {
  const { link, workspace } = await requireOwnedLink(request, context, rawId);
  const options = await readLinkButton(context.db, workspace.id, link.id);
  if (options === null) linkNotFound();
  return {
    link: {
      id: link.id,
      code: link.code,
      shortUrl: shortUrlFor(linkOrigin(context.env.publicUrl, link.domain), link.code),
      team: link.rotation !== null,
    },
    options,
    snippet: buttonSnippet(context.env.publicUrl, link.code, link.domain),
    canEdit: roleAllows(workspace.role, "edit_links"),
    copy: buttonPageCopy(requestLocale(request), link.code),
  };
}

/** The options form (editors and up; a viewer gets a 403): checked in the domain, saved per link. */
export async function saveButtonOptions(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
) {
  const { link, actor } = await requireOwnedLink(request, context, rawId, "edit_links");
  const form = await readForm(request);
  const text = (name: string, max: number) => {
    const value = form.get(name);
    // Far over the limit is refused below rather than cut: what was typed is what is saved.
    return typeof value === "string" ? value.slice(0, max + 1) : null;
  };
  const saved = await setLinkButton(context.db, context.invalidateLinks, actor, {
    linkId: link.id,
    options: {
      position: form.get("position"),
      color: form.get("color"),
      greeting: text("greeting", BUTTON_GREETING_MAX),
      label: text("label", BUTTON_LABEL_MAX),
      // Unticked checkboxes send nothing: absent means off.
      refs: form.get("refs") === "on",
      events: form.get("events") === "on",
    },
  });
  if (saved.ok) return { ok: true as const, options: saved.options };
  if (saved.error === "not_found") linkNotFound();
  return data({ ok: false as const, error: saved.error }, { status: 400 });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The preview's sample page: plain HTML loading this site's button.js for the link, with the
 * page's unsaved choices as the tag's own attributes (each checked, so nothing else gets in).
 */
export async function buttonSamplePage(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
): Promise<Response> {
  const { link } = await requireOwnedLink(request, context, rawId);
  const locale = requestLocale(request);
  const copy = buttonPageCopy(locale, link.code);
  const query = new URL(request.url).searchParams;
  const asked = readButtonOptions({
    position: BUTTON_POSITIONS.find((p) => p === query.get("position")) ?? "right",
    color: query.get("color") ?? undefined,
    label: query.get("label")?.slice(0, BUTTON_LABEL_MAX) || null,
    greeting: query.get("greeting")?.slice(0, BUTTON_GREETING_MAX) || null,
  });
  const attrs = [
    ["link", link.code],
    ["position", asked.position],
    ["color", asked.color],
    ["label", asked.label],
    ["greeting", asked.greeting],
    // Chats from the preview are not counted under a ref of the dashboard's page.
    ["ref", "off"],
    // The button speaks the owner's dashboard language here, whatever the browser's.
    ["lang", locale],
  ]
    .filter((pair): pair is [string, string] => pair[1] !== null)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join("");
  const page = `<!doctype html><html lang="${locale}" dir="${LOCALE_INFO[locale].dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(copy.sampleTitle)}</title><meta name="robots" content="noindex"></head>
<body style="margin:0;font:16px/1.5 system-ui,sans-serif;background:#f6f7f9;color:#1f2328"><main style="padding:24px;max-width:40rem">
<h1 style="font-size:24px;margin:0 0 8px">${escapeHtml(copy.sampleHeading)}</h1><p style="margin:0">${escapeHtml(copy.sampleBody)}</p></main>
<script src="/button.js"${attrs} async></script></body></html>`;
  return new Response(page, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", Vary: "Cookie" },
  });
}
