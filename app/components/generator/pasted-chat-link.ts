import { parseWhatsAppUrl, typedNumberOf } from "#core/whatsapp-url";
import type { UiCopy } from "../../content/catalogue";
import { GENERATOR_COPY } from "../../content/generator";

export interface PastedChatLink {
  /** The number to put in the field: `+447911123456`, or a national `0…` for the chosen country. */
  phone: string;
  message?: string;
}

/**
 * A WhatsApp chat link typed or pasted into the phone field, alone or after the
 * untouched calling-code prefill, read with the same parser as the API's `url`
 * (core/whatsapp-url.ts); null for anything else, which is read as a number.
 */
export function chatLinkInPhoneField(next: string, untouchedPrefill: string | null): PastedChatLink | null {
  const candidates =
    untouchedPrefill !== null && next.startsWith(untouchedPrefill)
      ? [next, next.slice(untouchedPrefill.length)]
      : [next];
  for (const candidate of candidates) {
    const link = parseWhatsAppUrl(candidate);
    if (link === null) continue;
    const phone = typedNumberOf(link.phone);
    return link.message === undefined ? { phone } : { phone, message: link.message };
  }
  return null;
}

/** What the field says it did with the link: took the number, and the message or not. */
export function pastedLinkNote(
  link: PastedChatLink,
  messageUsed: boolean,
  copy: Pick<
    UiCopy["generator"],
    "linkNumberTaken" | "linkNumberAndMessageTaken" | "linkMessageKept"
  > = GENERATOR_COPY,
): string {
  if (link.message === undefined) return copy.linkNumberTaken;
  return messageUsed ? copy.linkNumberAndMessageTaken : copy.linkMessageKept;
}
