/**
 * The API keys page (dashboard → Settings → API keys). Every sentence is true of /api/v1. Texts
 * with `{arguments}` are ICU messages (lib/i18n/format-message.ts); a text with arguments holds
 * no `<`, which ICU would read as a tag.
 */
export const API_KEYS_COPY = {
  title: "API keys",
  metaDescription: "Create and revoke the keys your programs use with the ChatLink REST API.",
  intro:
    "Programs use a key to create, list, change and delete this workspace's links, and to read their clicks and QR codes, through the REST API. A key sees only the workspace it was made in. Send it as Authorization: Bearer <key>.",
  documentLink: "Read the API reference",
  /** Says which workspace the keys on the page (and a new one) are for. */
  workspaceNote: "Keys for the workspace “{workspace}”: they see its links and no other's.",
  createdFor: "This key is for the workspace “{workspace}”.",
  createTitle: "Create a key",
  createDescription:
    "The key is shown once, right after you create it: copy it then. We keep only a fingerprint of it, so nobody can show it to you again.",
  nameLabel: "Name",
  nameHint: "What will use it, so you know which key to revoke later.",
  scopeLegend: "Access",
  scopeWrite: "Read and write: create, change and delete links",
  scopeRead: "Read only: list links, clicks and QR codes",
  passwordLabel: "Current password",
  createButton: "Create key",
  createPending: "Creating…",
  createdTitle: "Copy your new key now",
  createdNote:
    "It will not be shown again. Keep it out of web pages and public code: anyone holding it can use your links.",
  createdCaption: "API key",
  /** Read by screen readers after "Copy" on the copy buttons. */
  keyTarget: "API key",
  commandTarget: "example command",
  listTitle: "Your keys",
  empty: "No keys yet.",
  scopeNames: { read: "Read only", write: "Read and write" },
  created: "Created",
  lastUsed: "Last used",
  neverUsed: "Never",
  revokeButton: "Revoke",
  revokePending: "Revoking…",
  revoked: "The key was revoked: calls with it are refused from now on.",
  curlCaption: "Try it",
  tooMany:
    "This workspace has {max} keys, the most it may have. Revoke one you no longer use, then create the new one.",
  /** The form's answers (the action, in the page's language). */
  errors: {
    notFound: "That key is not in this workspace, or was revoked already.",
    unknown: "Unknown request.",
    nameMissing: "Name the key after what will use it, like “Shop CRM”.",
    nameTooLong: "Keep the name to {max} characters.",
    passwordMissing: "Enter your current password.",
    notYours: "This workspace's keys are not yours to manage.",
  },
} as const;
