import type { CHAT_BUTTON as EN } from "../chat-button";
import type { Translated } from "../translated";

export const CHAT_BUTTON: Translated<typeof EN> = {
  label: "WhatsApp पर चैट करें",
  greeting: "नमस्ते! आप किससे बात करना चाहेंगे?",
  close: "बंद करें",
  newTab: "(नए टैब में खुलता है)",
};
