/**
 * The account settings page (dashboard → Settings). Texts with `{arguments}` are ICU messages
 * (lib/i18n/format-message.ts). The forms' answers come from lib/auth/account-settings.server.ts.
 */
export const SETTINGS_COPY = {
  metaTitle: "Account Settings",
  metaDescription: "Change your ChatLink account's email or password, or delete the account.",
  title: "Account settings",
  /** Followed by the address, kept left to right. */
  signedInAs: "Signed in as",
  emailTitle: "Email",
  emailDescription: "The address you log in with and where reset links go.",
  newEmail: "New email",
  changeEmail: "Change email",
  currentPassword: "Current password",
  saving: "Saving…",
  passwordTitle: "Password",
  passwordDescription: "Changing it signs out every other device signed in to this account.",
  newPassword: "New password",
  newPasswordHint: "At least {min} characters. Not your email, and not a common password.",
  changePassword: "Change password",
  apiKeysTitle: "API keys",
  apiKeysDescription: "Keys let your own programs create and read your links through the REST API.",
  manageApiKeys: "Manage API keys",
  /** For a member whose role does not manage keys (instead of the link to the keys page). */
  managedByAdmins: "The owners and admins of “{workspace}” manage its API keys.",
  deleteTitle: "Delete account",
  deleteDescription:
    "This deletes your account right away, not in 30 days: your email and password, every link in this account (their short URLs will show Link Not Found) and all their click counts. It cannot be undone.",
  deleteConfirm: "Type your password to confirm",
  deleteButton: "Delete my account and links",
  deleting: "Deleting…",
} as const;
