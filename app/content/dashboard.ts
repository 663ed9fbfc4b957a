/**
 * Every word the dashboard's link pages show. Messages with `{arguments}` are ICU MessageFormat,
 * filled with formatMessage / useFormat in the page's language.
 */
export const DASHBOARD = {
  listTitle: "Your links",
  /** A shared workspace's list is titled with its name, and says the member's role. */
  sharedListTitle: "{workspace}: links",
  /** `role`: owner, admin, editor or viewer (the role's key, so each language names it). */
  roleLine:
    "Shared workspace · you are {role, select, owner {an owner} admin {an admin} editor {an editor} viewer {a viewer} other {a member}}",
  members: "Members",
  viewerOnly:
    "Viewers can look at links and their analytics but not change them. Ask an owner or admin for the editor role.",
  viewerEmptyBody: "Nobody has made a link in this workspace yet. Editors, admins and owners can.",
  newLink: "New link",
  importExport: "Import or export",
  searchLabel: "Search links",
  searchPlaceholder: "Code, alias, number or message",
  searchButton: "Search",
  clearSearch: "Clear search",
  linkCount: "{count, plural, one {# link} other {# links}}",
  matchCount: "{count, plural, one {# link matches} other {# links match}} “{search}”",
  emptyHeading: "No links yet",
  emptyBody: "Create your first WhatsApp short link: a number, an optional message, and a link of your own.",
  emptyAction: "Create your first link",
  noMatchHeading: "No links match your search",
  noMatchBody: "Try part of the code, a few digits of the number, or a word from the message.",

  shortUrl: "Short link",
  destination: "Opens a chat with",
  noMessage: "No message",
  created: "Created",
  clicks: "Clicks",
  removed: "Taken down",
  removedHint: "This link was taken down for breaking the terms and shows Link Not Found.",
  copy: "Copy",
  copied: "Copied!",
  actionsName: "Actions for {code}",
  edit: "Edit",
  analytics: "Analytics",
  qr: "QR code",
  chatButton: "Chat button",
  chatButtonUnavailable: "The chat button page is unavailable",
  delete: "Delete",
  deleteQuestion: "Delete this link? Its short URL will stop working and its click counts are deleted.",
  deleteConfirm: "Delete link",
  deleting: "Deleting...",
  deleteCancel: "Keep it",
  alreadyGone: "That link was already deleted, or is not in this workspace. The list below is up to date.",
  deleted: "Deleted {code}. Its short URL now shows Link Not Found.",
  forLink: " {code}",

  /** One string each, so it reaches the page as one text node. */
  numberMark: "This number cannot receive WhatsApp messages.",
  numberMarkSuggestion: "This number cannot receive WhatsApp messages: did you mean {suggestion}?",
  /** Why a stored number cannot receive messages (core/stored-number.ts), by reason. */
  numberReasons: {
    not_digits: "This number is not written in digits.",
    too_long: "This number is {length, number} characters long; no phone number has more than 15 digits.",
    trunk_prefix:
      "The {dropped} after +{callingCode} is dialled only for calls inside the country; WhatsApp needs the number without it.",
    national_form:
      "This is how the number is dialled inside the country (+{callingCode}); WhatsApp needs it as dialled from abroad.",
    international_prefix:
      "{prefix} is the international call prefix, not part of the number: WhatsApp needs the country code first.",
    country_code_twice: "The country code +{callingCode} is written twice.",
  },
  numberFix: "Use {phone}",
  numberFixing: "Saving...",
  numberFixKeeps: "The short URL and QR code stay the same.",
  numberEdit: "Edit the number",
  numberFixed: "Fixed: {code} now opens a chat with {phone}. Its short URL and QR code stay the same.",
  numberChanged:
    "The number of {code} changed since this page was loaded, so nothing was saved. The list below is up to date.",

  pagination: "Pages",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {page, number} of {count, number}",

  claimHeading:
    "You made {count, plural, one {# link} other {# links}} in this browser before signing in — add {count, plural, one {it} other {them}} to your account",
  claimBody: "Short URLs and clicks stay as they are; afterwards you can edit or delete them here.",
  claimButton: "Add to my account",
  claiming: "Adding...",
  claimDismiss: "Not now",
  claimed:
    "{count, plural, =0 {Those links could not be added: they were already in an account or have been deleted.} one {Added # link to your account.} other {Added # links to your account.}}",

  createTitle: "New link",
  createIntro:
    "A short link and QR code that open a WhatsApp chat with your number, or with whoever of your team is open.",
  createButton: "Create link",
  creating: "Creating...",
  backToLinks: "Back to your links",

  editTitle: "Edit link",
  editIntro: "Change the number or message. The short URL stays the same, so printed QR codes keep working.",
  urlStays: "Short URL (does not change)",
  /** Who made the link (`by` empty: made signed out, or by the operator's import). */
  historyCreated: "Created {date}.",
  historyCreatedBy: "Created {date} by {by}.",
  /** Who last changed it, after historyCreated with a space. */
  historyChanged: "Last changed {date}.",
  historyChangedBy: "Last changed {date} by {by}.",
  /** `by` when it was the reader. */
  historyYou: "you",
  saveButton: "Save changes",
  saving: "Saving...",
  saved: "Saved. The short link now opens a chat with the new number and message.",
  notFoundHeading: "Link not found",
  notFoundBody: "This link does not exist or is not in your account.",
  /** Above a failed page's heading. */
  errorStatus: "Error {status}",

  qrTitle: "Branded QR code",
  qrMetaTitle: "QR code for {code}",
  /** `{shortUrl}` is shown highlighted, once. */
  qrIntro:
    "Your colours and logo on the QR code for {shortUrl}. This browser keeps the last colours and sizes for this link; choose the logo again each time.",
  qrUnavailable: "QR codes are unavailable",
  tryAgain: "Something went wrong. Try again in a moment.",
} as const;
