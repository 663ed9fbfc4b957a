import type { FormatStyle } from "#core/message-format";

interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/**
 * The formatting a key press in the message box asks for: Ctrl+B / Cmd+B bold,
 * Ctrl+I / Cmd+I italic (any case, so Caps Lock does not matter); null for every
 * other key, including AltGr combinations (Ctrl+Alt on Windows) that type characters.
 */
export function shortcutStyle(event: ShortcutKey): FormatStyle | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  if (key === "b") return "bold";
  if (key === "i") return "italic";
  return null;
}
