import type { MailCopy } from "../mail-copy-shape";

export const EN_MAIL: MailCopy = {
  verifyEmail: {
    subject: "Confirm your email address for {site}",
    body: [
      "Someone (hopefully you) made a {site} account with this address, or changed an account's address to it.",
      "",
      "Confirm it here: {link}",
      "",
      "The link works once and expires in three days. If this wasn't you, ignore this email.",
    ],
  },
  passwordReset: {
    subject: "Reset your {site} password",
    body: [
      "Someone (hopefully you) asked to reset the password of your {site} account.",
      "",
      "Choose a new password here: {link}",
      "",
      "The link works once and expires in one hour. If you didn't ask for this, ignore this email: your password stays as it is.",
    ],
  },
  emailChange: {
    subject: "Confirm your new email address for {site}",
    body: [
      "Someone (hopefully you) asked to make this address the email of their {site} account.",
      "",
      "Open this link to confirm it: {link}",
      "",
      "The link works once and expires in three days. Until then the account keeps its old address. If this wasn't you, ignore this email.",
    ],
  },
  addressTaken: {
    subject: "Someone tried to use your email address on {site}",
    body: [
      "Someone signed in to another {site} account asked to make this address that account's email.",
      "Nothing changed: the address stays with your account, and nobody else can use it.",
      "",
      "If it was you, you already have an account with this address: log in to it at {link} (or reset its password there).",
      "If it wasn't you, you can ignore this email.",
    ],
  },
  invitation: {
    subject: "{inviter} invited you to {workspace} on {site}",
    body: [
      "{inviter} invited you to join the workspace “{workspace}” on {site} as {role}.",
      "",
      "Accept here: {link}",
      "",
      "The link works for seven days, for a {site} account with this email address (you can make one on the way). If you don't know the sender, ignore this email.",
    ],
  },
  roles: { owner: "owner", admin: "admin", editor: "editor", viewer: "viewer" },
};
