/**
 * The chat button (`<script src="PUBLIC_URL/button.js" data-link="<code>" async>`), built by
 * scripts/build-button.ts into build/client/button.js. It runs on other people's sites, so:
 * one global (window.ChatLinkButton), everything inside a shadow root, styles through a
 * constructable stylesheet (a host CSP's style-src does not apply to it; a <style> element is
 * the fallback), no cookie, no storage, no eval, one request (the configuration) before the
 * visitor acts, and a budget of 6 KB gzip (scripts/build-button.test.ts).
 */
import type { ButtonConfig } from "#core/chat-button";
import { webRef } from "#core/chat-button-ref";

type Host = Window & { ChatLinkButton?: object; dataLayer?: unknown[] };

const HEX = /^#[0-9a-fA-F]{6}$/;
// WhatsApp's mark (a speech bubble with a handset), drawn with currentColor; built as nodes, not
// markup, so a host's Trusted Types policy has nothing to refuse.
const MARK =
  "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.3.8 3.2.7.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z";

function icon(): SVGElement {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  const path = document.createElementNS(ns, "path");
  for (const [k, v] of [
    ["viewBox", "0 0 24 24"],
    ["width", "28"],
    ["height", "28"],
    ["aria-hidden", "true"],
    ["focusable", "false"],
  ])
    svg.setAttribute(k as string, v as string);
  path.setAttribute("fill", "currentColor");
  path.setAttribute("d", MARK);
  svg.append(path);
  return svg;
}

/** Black or white, whichever reads better on the owner's colour (either gives at least 4.5:1 on one of them). */
function inkOn(hex: string): string {
  const lin = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(1) + 0.7152 * lin(3) + 0.0722 * lin(5);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? "#000" : "#fff";
}

// The panel slides in without fading: a fade put its grey text under 4.5:1 while it ran.
function css(color: string, side: string): string {
  const other = side === "left" ? "right" : "left";
  return `:host{all:initial}*{box-sizing:border-box;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0}
.l{position:fixed;bottom:20px;${side}:20px;${other}:auto;z-index:2147483000;display:flex;align-items:center;gap:8px;min-height:56px;min-width:56px;padding:0 14px;border:0;border-radius:28px;background:${color};color:${inkOn(color)};cursor:pointer;text-decoration:none;box-shadow:0 4px 14px #0004;font-weight:600}
.l:focus-visible,.p a:focus-visible,.x:focus-visible{outline:3px solid #1a73e8;outline-offset:3px}
.l span{font-weight:600}
.v,.l .v{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (max-width:480px){.l{padding:0;justify-content:center}.l span{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}}
.p{position:fixed;bottom:88px;${side}:20px;${other}:auto;z-index:2147483000;width:min(340px,calc(100vw - 40px));max-height:calc(100vh - 110px);overflow:auto;padding:16px;border-radius:16px;background:#fff;color:#1f2328;box-shadow:0 8px 28px #0005}
.p[hidden]{display:none}
.h{display:flex;align-items:flex-start;gap:8px}.h div{flex:1}
.b{font-weight:700;font-size:17px}.g,.s{color:#4a4f57}.s{font-size:13px}
.x{border:0;background:none;color:inherit;cursor:pointer;min-width:44px;min-height:44px;font-size:22px;border-radius:8px}
ul{list-style:none;padding:0;margin:12px 0 0;display:grid;gap:8px}
.p a{display:block;min-height:44px;padding:10px 12px;border:1px solid #c9ced6;border-radius:12px;color:inherit;text-decoration:none}
.p a:hover{border-color:${color}}
.n{font-weight:600}.p a .s{display:block}.d{display:inline-block;width:9px;height:9px;border-radius:50%;margin-inline-end:6px;background:#8b939e}.o .d{background:#1a7f37}
@media (prefers-color-scheme:dark){.p{background:#1f2328;color:#f0f3f6}.g,.s{color:#c2c8d0}.p a{border-color:#5a626c}.o .d{background:#3fb950}}
@media (prefers-reduced-motion:no-preference){.p{animation:u .18s ease-out}@keyframes u{from{transform:translateY(8px)}}}`;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  cls?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text) e.textContent = text;
  return e;
}

/**
 * "Tue 05:30" in the visitor's zone (with the date when a week or more away), written the way
 * the visitor's browser writes that language (en-GB: 24-hour), else the way the language does.
 */
function when(iso: string, lang: string): string {
  const at = new Date(iso);
  const far = at.getTime() - Date.now() > 6 * 864e5;
  const own = navigator.language;
  return new Intl.DateTimeFormat(own.split("-")[0] === lang.split("-")[0] ? own : lang, {
    weekday: "short",
    ...(far ? { day: "numeric", month: "short" } : {}),
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
}

function start(w: Host, script: HTMLScriptElement): void {
  const data = script.dataset;
  const code = data.link;
  if (!code) return;
  const origin = new URL(script.src).origin;
  const lang = data.lang || navigator.language || "en";
  // `data-domain`: a link on the owner's custom domain (a code is unique per domain only).
  const domain = data.domain ? `&domain=${encodeURIComponent(data.domain.slice(0, 253))}` : "";
  const api = `${origin}/api/button/${encodeURIComponent(code)}?lang=${encodeURIComponent(lang.slice(0, 35))}${domain}`;
  fetch(api, { credentials: "omit" })
    .then((r) => (r.ok ? (r.json() as Promise<ButtonConfig>) : null))
    .then((config) => config && render(w, config, data))
    .catch(() => {});
}

function render(w: Host, c: ButtonConfig, data: DOMStringMap): void {
  const o = c.options;
  const t = c.strings;
  const side = data.position === "left" || data.position === "right" ? data.position : o.position;
  const color = data.color && HEX.test(data.color) ? data.color : o.color;
  const label = data.label || o.label || t.label;
  const greeting = data.greeting || o.greeting || t.greeting;
  const refs = data.ref === "on" ? true : data.ref === "off" ? false : o.refs;

  const host = el("div");
  host.setAttribute("data-chatlink-button", "");
  const root = host.attachShadow({ mode: "open" });
  const style = css(color, side);
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(style);
    root.adoptedStyleSheets = [sheet];
  } catch {
    root.append(el("style", "", style));
  }
  // A landmark of its own: the host page's content stays in the host's landmarks.
  const wrap = el("aside");
  wrap.setAttribute("aria-label", label);
  wrap.lang = c.lang;
  wrap.dir = c.dir;
  root.append(wrap);

  const chatUrl = (department: string | null) => {
    const u = new URL(c.url);
    if (department !== null) u.searchParams.set("department", department);
    if (refs) u.searchParams.set("ref", webRef(w.location.pathname));
    return u.href;
  };
  const chatLink = (a: HTMLAnchorElement, department: string | null) => {
    a.href = chatUrl(department);
    a.target = "_blank";
    a.rel = "noopener";
    a.addEventListener("click", () => {
      if (!o.events) return;
      const detail = { code: c.code, department };
      if (Array.isArray(w.dataLayer)) w.dataLayer.push({ event: "chatlink_open", chatlink: detail });
      document.dispatchEvent(new CustomEvent("chatlink:open", { detail }));
    });
  };
  const name = el("span", "", label);

  if (c.team === null) {
    const a = el("a", "l");
    a.append(icon(), name, el("span", "v", ` ${t.newTab}`));
    chatLink(a, null);
    wrap.append(a);
    w.ChatLinkButton = { open: () => a.click() };
    document.body.append(host);
    return;
  }

  const team = c.team;
  const launcher = el("button", "l");
  launcher.type = "button";
  launcher.append(icon(), name);
  launcher.setAttribute("aria-expanded", "false");
  const panel = el("div", "p");
  panel.id = "chatlink-panel";
  panel.hidden = true;
  panel.setAttribute("role", "dialog");
  panel.setAttribute("aria-labelledby", "chatlink-title");
  launcher.setAttribute("aria-controls", panel.id);

  const head = el("div", "h");
  const titles = el("div");
  const title = el("p", "b", team.business);
  title.id = "chatlink-title";
  titles.append(title, el("p", "g", greeting));
  if (!team.openNow)
    titles.append(
      el(
        "p",
        "s",
        team.opens
          ? `${t.closedNow} · ${t.opens.replace("{when}", when(team.opens, c.lang))} ${t.yourTime}`
          : t.closedNow,
      ),
    );
  const close = el("button", "x", "×");
  close.type = "button";
  close.setAttribute("aria-label", t.close);
  head.append(titles, close);

  const list = el("ul");
  for (const d of team.departments) {
    const a = el("a", d.open ? "o" : "");
    const top = el("span", "n");
    top.append(el("span", "d"), t.messageDepartment.replace("{department}", d.label));
    const state = d.open
      ? t.openNow
      : d.opens
        ? `${t.opens.replace("{when}", when(d.opens, c.lang))} ${t.yourTime}`
        : t.closedNow;
    const agents = d.agents.length > 0 ? ` · ${d.agents.join(", ")}` : "";
    a.append(top, el("span", "s", state + agents), el("span", "v", ` ${t.newTab}`));
    chatLink(a, d.name);
    const li = el("li");
    li.append(a);
    list.append(li);
  }
  panel.append(head, list);
  wrap.append(panel, launcher);

  const focusables = () => [close, ...list.querySelectorAll("a")] as HTMLElement[];
  const isOpen = () => !panel.hidden;
  const setOpen = (open: boolean, refocus = true) => {
    panel.hidden = !open;
    launcher.setAttribute("aria-expanded", String(open));
    // Into the panel at its first chat; back to the launcher when it closes.
    if (refocus) (open ? (focusables()[1] ?? close) : launcher).focus();
  };
  // A click elsewhere on the page closes the panel and leaves focus where the visitor put it.
  document.addEventListener("click", (e) => {
    if (isOpen() && !e.composedPath().includes(host)) setOpen(false, false);
  });
  launcher.addEventListener("click", () => setOpen(!isOpen()));
  close.addEventListener("click", () => setOpen(false));
  wrap.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && isOpen()) {
      e.stopPropagation();
      setOpen(false);
    }
    if (e.key !== "Tab" || !isOpen() || !panel.contains(root.activeElement)) return;
    const f = focusables();
    const i = f.indexOf(root.activeElement as HTMLElement);
    const next = e.shiftKey ? (i <= 0 ? f.length - 1 : i - 1) : i === f.length - 1 ? 0 : i + 1;
    e.preventDefault();
    f[next]?.focus();
  });
  w.ChatLinkButton = { open: () => setOpen(true), close: () => setOpen(false) };
  document.body.append(host);
}

((w: Host) => {
  if (w.ChatLinkButton) return;
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    document.querySelector<HTMLScriptElement>("script[data-link][src*='button.js']");
  if (!script) return;
  w.ChatLinkButton = {};
  if (document.body) start(w, script);
  else document.addEventListener("DOMContentLoaded", () => start(w, script));
})(window as Host);
