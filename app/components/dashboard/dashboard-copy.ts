/** Every word the dashboard's link pages show. */
export const DASHBOARD_COPY = {
  listTitle: "Your links",
  /** A shared workspace's list is titled with its name, and says the member's role. */
  sharedListTitle: (workspace: string) => `${workspace}: links`,
  roleLine: (role: string) =>
    `Shared workspace · you are ${/^[AEIOU]/.test(role) ? "an" : "a"} ${role.toLowerCase()}`,
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
  linkCount: (n: number) => `${n.toLocaleString("en")} ${n === 1 ? "link" : "links"}`,
  matchCount: (n: number, search: string) =>
    `${n.toLocaleString("en")} ${n === 1 ? "link matches" : "links match"} “${search}”`,
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
  actionsName: (code: string) => `Actions for ${code}`,
  edit: "Edit",
  analytics: "Analytics",
  qr: "QR code",
  delete: "Delete",
  deleteQuestion: "Delete this link? Its short URL will stop working and its click counts are deleted.",
  deleteConfirm: "Delete link",
  deleting: "Deleting...",
  deleteCancel: "Keep it",
  alreadyGone: "That link was already deleted, or is not in this workspace. The list below is up to date.",
  deleted: (code: string) => `Deleted ${code}. Its short URL now shows Link Not Found.`,
  forLink: (code: string) => ` ${code}`,

  /** One string, so it reaches the page as one text node. */
  numberMark: (suggestion: string | null) =>
    suggestion === null
      ? "This number cannot receive WhatsApp messages."
      : `This number cannot receive WhatsApp messages: did you mean ${suggestion}?`,
  numberFix: (phone: string) => `Use ${phone}`,
  numberFixing: "Saving...",
  numberFixKeeps: "The short URL and QR code stay the same.",
  numberEdit: "Edit the number",
  numberFixed: (code: string, phone: string) =>
    `Fixed: ${code} now opens a chat with ${phone}. Its short URL and QR code stay the same.`,
  numberChanged: (code: string) =>
    `The number of ${code} changed since this page was loaded, so nothing was saved. The list below is up to date.`,

  pagination: "Pages",
  previous: "Previous",
  next: "Next",
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,

  claimHeading: (n: number) =>
    `You made ${n} ${n === 1 ? "link" : "links"} in this browser before signing in — add ${n === 1 ? "it" : "them"} to your account`,
  claimBody: "Short URLs and clicks stay as they are; afterwards you can edit or delete them here.",
  claimButton: "Add to my account",
  claiming: "Adding...",
  claimDismiss: "Not now",
  claimed: (n: number) =>
    n === 0
      ? "Those links could not be added: they were already in an account or have been deleted."
      : `Added ${n} ${n === 1 ? "link" : "links"} to your account.`,

  createTitle: "New link",
  createIntro:
    "A short link and QR code that open a WhatsApp chat with your number, or with whoever of your team is open.",
  createButton: "Create link",
  creating: "Creating...",
  backToLinks: "Back to your links",

  editTitle: "Edit link",
  editIntro: "Change the number or message. The short URL stays the same, so printed QR codes keep working.",
  urlStays: "Short URL (does not change)",
  /** Who made the link and who last changed it; `by` null: made signed out, or by the operator's import. */
  history: (
    created: { date: string; by: string | null },
    changed: { date: string; by: string | null } | null,
  ) =>
    `Created ${created.date}${created.by === null ? "" : ` by ${created.by}`}.` +
    (changed === null
      ? ""
      : ` Last changed ${changed.date}${changed.by === null ? "" : ` by ${changed.by}`}.`),
  saveButton: "Save changes",
  saving: "Saving...",
  saved: "Saved. The short link now opens a chat with the new number and message.",
  notFoundHeading: "Link not found",
  notFoundBody: "This link does not exist or is not in your account.",
} as const;
