import { ALIAS_MAX_LENGTH, ALIAS_MIN_LENGTH, CUSTOM_DOMAIN_ALIAS_MIN_LENGTH } from "#core/limits";

/**
 * Every word the generator shows, apart from layout (ICU MessageFormat where a value goes in,
 * filled by app/lib/i18n/format-message.ts). Labels, button names and
 * the placeholder are exact: outside checks and screen-reader users rely on
 * them (docs/product.md, the generator). Error wording lives in
 * core/errors.ts and generate-request.ts because the server shares it.
 */
export const GENERATOR_COPY = {
  pageTitle: "Create your WhatsApp link",
  pageIntro: "A short link and QR code that open a chat with your number. Free, no sign-up.",
  embedTitle: "WhatsApp Link Generator",
  formName: "Link details",
  optional: "Optional",

  phoneLabel: "Phone Number",
  phonePlaceholder: "+44 7911 123456",
  detecting: "Detecting your country...",
  phoneNoCountry: "Start with + and the country code, for example +1, +44 or +91.",
  phoneEmpty: "Include the country code, for example +1, +44 or +91.",
  linkNumberTaken: "We took the number out of the WhatsApp link.",
  linkNumberAndMessageTaken: "We took the number and the message out of the WhatsApp link.",
  linkMessageKept: "We took the number out of the WhatsApp link and kept the message you wrote.",
  chooseCountry: "Choose the country",
  countryPrefix: "Country: ",
  searchCountries: "Search countries",
  searchCountriesPlaceholder: "Name or code, e.g. +44",
  countries: "Countries",
  anyCountry: "Any country (the number's + code decides)",
  noCountry: "No country matches.",

  aliasLabel: "Custom Alias",
  aliasPlaceholder: "my-shop",
  aliasHint: `${ALIAS_MIN_LENGTH}–${ALIAS_MAX_LENGTH} letters, digits, _ or -. Leave empty for a random code.`,
  /** The dashboard's hint when the link is made on the workspace's own domain (docs/decisions/0159). */
  aliasHintOwnDomain: `On your own domain: ${CUSTOM_DOMAIN_ALIAS_MIN_LENGTH}–${ALIAS_MAX_LENGTH} letters, digits, _ or -. Leave empty for a random code.`,
  aliasRespelled: "Your alias is {alias}: links spell {chars} in plain letters.",
  aliasLeftOut: "Left out of your alias: {chars}.",
  aliasRefusedHint: "Remove it, or leave the field empty for a random code.",

  messageLabel: "Custom Message",
  messagePlaceholder: "Hi! I'd like to know more about…",
  messageHint:
    "The chat opens with this text; *bold*, _italic_, ~strike~ and ```code``` work as in WhatsApp.",
  bold: "Bold",
  italic: "Italic",
  strikethrough: "Strikethrough",
  monospace: "Monospace",
  opensChat: "Opens a chat with {number}",
  /** What the server changed in a typed number (/api/phone corrections, by code), said in this language. */
  phoneCorrections: {
    digits_converted: "We read the digits as {digits}.",
    international_prefix: "We read {prefix} as the international call prefix.",
    missing_plus: "We read this as an international number: {number}.",
    country_added:
      "{form, select, trunk {We added +{callingCode} for {country} and removed the leading {dropped}.} rewritten {We added +{callingCode} for {country} and wrote the number the way it is dialled from abroad: {number}.} other {We added +{callingCode} for {country}.}}",
    national_rewritten: "We wrote the number the way it is dialled from abroad: {number}.",
    trunk_prefix_removed: "We removed the {dropped} after +{callingCode}.",
  },
  /** Accepted numbers worth a look (/api/phone warnings, by code). */
  phoneWarnings: {
    non_geographic: "This number belongs to no country: check that it has WhatsApp.",
    unknown_range:
      "{place, select, country {{number} is not in a range {country} numbers are known to use: check the digits.} other {{number} is not in a range numbers are known to use: check the digits.}}",
    fixed_line:
      "This looks like a landline: the link works only if the number has WhatsApp (WhatsApp Business runs on landlines).",
    special_number:
      "{kind, select, toll_free {This looks like a toll free number} premium_rate {This looks like a premium rate number} shared_cost {This looks like a shared cost number} voip {This looks like a voip number} other {This looks like a special number}}: check that it has WhatsApp.",
  },
  formattingGroup: "Text formatting",
  previewCaption: "Message preview",

  generate: "Generate Link",
  generating: "Generating...",

  placeholder: "Your Link Will Appear Here",
  resultHeading: "Your link is ready",
  staleHeading: "Out of date",
  staleNote:
    "You changed the details after this link was made: it still opens the old chat. Press Generate Link for a new one.",
  repeatedNote: "Same details as before: this is the link you already made.",
  copyRefused: "Your browser blocked copying. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.",
  qrAlt: "QR code for {shortUrl}",
  copy: "Copy Link",
  copied: "Copied!",
  copiedAnnouncement: "Link copied to the clipboard",
  open: "Open in WhatsApp",
  downloadPng: "Download PNG",
  downloadSvg: "Download SVG",
  tooLong:
    "Remove {excess, plural, one {# character} other {# characters}}: messages can be at most {limit, number} characters.",
} as const;

export type GeneratorCopy = typeof GENERATOR_COPY;
