import type { CHAT_BUTTON as EN } from "../chat-button";
import type { Translated } from "../translated";

export const CHAT_BUTTON: Translated<typeof EN> = {
  label: "Chat lewat WhatsApp",
  greeting: "Halo! Anda ingin chat dengan siapa?",
  close: "Tutup",
  newTab: "(terbuka di tab baru)",
};
