import type { CHAT_BUTTON as EN } from "../chat-button";
import type { Translated } from "../translated";

export const CHAT_BUTTON: Translated<typeof EN> = {
  label: "Conversar no WhatsApp",
  greeting: "Olá! Com quem você quer conversar?",
  close: "Fechar",
  newTab: "(abre em uma nova aba)",
};
