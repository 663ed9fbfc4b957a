import type { CHAT_BUTTON as EN } from "../chat-button";
import type { Translated } from "../translated";

export const CHAT_BUTTON: Translated<typeof EN> = {
  label: "Chatear por WhatsApp",
  greeting: "¡Hola! ¿Con quién quieres hablar?",
  close: "Cerrar",
  newTab: "(se abre en una pestaña nueva)",
};
