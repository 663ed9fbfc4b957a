/**
 * The chat button's own words on a host site (`PUBLIC_URL/button.js`), sent in the visitor's
 * language by `GET /api/button/<code>` together with the contact card's (open now, opens…), so
 * the script carries no catalogue. Plain text: the script fills nothing but what TEAM_CARD names.
 */
export const CHAT_BUTTON = {
  /** The launcher's accessible name (and its text on wide screens) when the owner gave none. */
  label: "Chat on WhatsApp",
  /** The panel's first line when the owner gave none. */
  greeting: "Hi! Who would you like to chat with?",
  close: "Close",
  /** Read after a chat link's name by screen readers: it opens in a new tab. */
  newTab: "(opens in a new tab)",
} as const;
