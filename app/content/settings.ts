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
  /** The forms' answers after a submission (lib/auth/account-settings.server.ts). */
  answers: {
    unknownRequest: "Unknown request.",
    currentPasswordMissing: "Enter your current password.",
    wrongPassword: "That password is not right.",
    emailInvalid: "Enter an email address, like name@example.com.",
    emailUnchanged: "Your email is unchanged.",
    emailLimited: "We have mailed that address enough for now: try again in an hour.",
    emailSent:
      "We sent a link to {email}: open it to make it your account's email. Until then your email stays {current}.",
    passwordChanged:
      "Your password is changed. Every other device signed in to this account has been signed out.",
    /** `{workspaces}`: their names, listed the language's way. */
    lastOwner:
      "You are the last owner of {workspaces}, which {count, plural, one {has other members: make one of them an owner, or delete the workspace, first.} other {have other members: make one of their members an owner, or delete those workspaces, first.}}",
  },
} as const;
