import type { PageMeta } from "./types";

export interface SiteContent {
  name: "ChatLink";
  tagline: string;
  defaultMeta: PageMeta;
  footerBlurb: string;
  /** Short line for the footer under the links. */
  trademarkNotice: string;
}

/**
 * Stands for the contact address in copy. The address is a setting (SUPPORT_EMAIL, read at
 * start-up); a paragraph naming it is shown only when it is set (`fillSiteCopy`).
 */
export const SUPPORT_EMAIL = "{supportEmail}";

/**
 * Stand for promises only the operator can make (SITE_UPTIME_PROMISE, SITE_SUPPORT_REPLY_TIME):
 * a paragraph naming one is shown only when it is set, as for SUPPORT_EMAIL.
 */
export const UPTIME_PROMISE = "{uptimePromise}";
export const SUPPORT_REPLY_TIME = "{supportReplyTime}";

export const SITE: SiteContent = {
  name: "ChatLink",
  tagline: "Free WhatsApp click-to-chat links, short URLs and QR codes.",
  defaultMeta: {
    title: "ChatLink - Free WhatsApp Link Generator with QR Codes",
    description:
      "Create free WhatsApp click-to-chat links, short URLs and QR codes in seconds. Customers message you in one tap, without saving your number first.",
    keywords: [
      "WhatsApp link generator",
      "click to chat",
      "wa.me link",
      "WhatsApp QR code",
      "WhatsApp short link",
      "free WhatsApp link",
    ],
  },
  footerBlurb:
    "ChatLink turns any WhatsApp number into a short click-to-chat link and a QR code, so people can message you in one tap without saving your number.",
  trademarkNotice:
    "WhatsApp is a trademark of WhatsApp LLC. ChatLink is an independent service, not affiliated with WhatsApp or Meta.",
};
