import { z } from "zod";

/**
 * The chat button (`PUBLIC_URL/button.js`): the options an owner saves per link (links.button)
 * and the public configuration `GET /api/button/<code>` answers with. The script reads only the
 * types from here; the rules are the server's and the dashboard's.
 */

export const BUTTON_POSITIONS = ["right", "left"] as const;
export type ButtonPosition = (typeof BUTTON_POSITIONS)[number];
export const BUTTON_GREETING_MAX = 120;
export const BUTTON_LABEL_MAX = 40;
/** WhatsApp's green: the launcher's colour until the owner picks another. */
export const DEFAULT_BUTTON_COLOR = "#25d366";
/** Language tags a caller may send in `?lang=` (BCP 47 allows more; no language of ours needs it). */
export const BUTTON_LANG_MAX = 35;

const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** What an owner saves; null texts mean "the visitor's language's own words". */
export const buttonOptionsSchema = z.object({
  position: z.enum(BUTTON_POSITIONS),
  color: z.string().trim().toLowerCase().regex(HEX_COLOR),
  greeting: z.string().trim().max(BUTTON_GREETING_MAX).nullable(),
  label: z.string().trim().max(BUTTON_LABEL_MAX).nullable(),
  /** Add `ref=web:<host page path>` to each chat opened (filled into `{ref}` and counted). */
  refs: z.boolean(),
  /** Tell the host page: a `dataLayer` push and a `chatlink:open` event on `document`. */
  events: z.boolean(),
});
export type ButtonOptions = z.infer<typeof buttonOptionsSchema>;

export const DEFAULT_BUTTON_OPTIONS: ButtonOptions = {
  position: "right",
  color: DEFAULT_BUTTON_COLOR,
  greeting: null,
  label: null,
  refs: false,
  events: false,
};

/** A stored value as options: anything unreadable (an older shape, null) reads as the defaults. */
export function readButtonOptions(stored: unknown): ButtonOptions {
  const parsed = buttonOptionsSchema.safeParse({ ...DEFAULT_BUTTON_OPTIONS, ...(stored as object | null) });
  return parsed.success
    ? { ...parsed.data, greeting: parsed.data.greeting || null, label: parsed.data.label || null }
    : DEFAULT_BUTTON_OPTIONS;
}

/** `?lang=`: a language tag's shape (letters, digits, hyphens), bounded. */
export function isLanguageTag(value: string): boolean {
  return value.length <= BUTTON_LANG_MAX && /^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(value);
}

/** The words the script shows, in the visitor's language (from app/content's CHAT_BUTTON and TEAM_CARD). */
export interface ButtonStrings {
  /** The launcher's name when the owner gave none. */
  label: string;
  /** The panel's greeting when the owner gave none. */
  greeting: string;
  close: string;
  openNow: string;
  closedNow: string;
  /** "Opens {when}": the script fills `{when}` in the visitor's zone. */
  opens: string;
  yourTime: string;
  noOpening: string;
  /** "Message {department}". */
  messageDepartment: string;
  messageUs: string;
  /** Said after a chat link's name: it opens in a new tab. */
  newTab: string;
}

export interface ButtonDepartment {
  /** Null: the agents without a department (the chat goes to the whole team). */
  name: string | null;
  label: string;
  open: boolean;
  /** ISO instant of the next opening when closed, else null. */
  opens: string | null;
  /** First names only, never a number. */
  agents: string[];
}

/** `GET /api/button/<code>`: everything the script needs, and nothing else (no number, no id). */
export interface ButtonConfig {
  code: string;
  /** The short link the chat opens through (routing, `{ref}` and analytics apply). */
  url: string;
  options: ButtonOptions;
  lang: string;
  dir: "ltr" | "rtl";
  strings: ButtonStrings;
  /** Null for a one-number link: the launcher opens the chat itself. */
  team: {
    business: string;
    openNow: boolean;
    /** ISO instant of the team's next opening when nobody is open. */
    opens: string | null;
    departments: ButtonDepartment[];
  } | null;
}
