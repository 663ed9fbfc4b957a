/**
 * The Domains page (dashboard → Settings → Custom domains), the Settings page's section on it and
 * the new-link form's Domain choice. Texts with `{arguments}` are ICU messages
 * (lib/i18n/format-message.ts); a text with arguments holds no `<`, which ICU would read as a tag.
 */
export const DOMAINS_COPY = {
  title: "Custom domains",
  metaDescription: "Serve your short links on your own domain, such as chat.yourshop.com.",
  intro:
    "Put your own name on your flyers: links made on a domain of yours open as https://chat.yourshop.com/menu. Add the domain, create the two DNS records shown, then verify it.",
  workspaceNote: "Domains of the workspace “{workspace}”.",
  settingsLink: "Manage custom domains",
  managedByAdmins: "The owners and admins of “{workspace}” manage its custom domains.",
  addTitle: "Add a domain",
  addDescription: "A sub-domain you control works best, such as chat.yourshop.com.",
  nameLabel: "Domain",
  nameHint: "Without https:// and without a path.",
  addButton: "Add domain",
  addPending: "Adding…",
  listTitle: "Your domains",
  empty: "No custom domains yet.",
  status: { pending: "Waiting for DNS", verified: "Verified", failing: "Not served: DNS proof missing" },
  recordsTitle: "DNS records to create",
  txtCaption: "TXT record named {name}, with this value",
  cnameCaption: "CNAME record for {name}, pointing at",
  /** Completes the Copy buttons' names for screen readers ("Copy TXT value"). */
  txtCopyTarget: "TXT value",
  cnameCopyTarget: "CNAME target",
  lastChecked: "Last checked",
  never: "never",
  proofMissing:
    "The TXT record has been missing since {since}: put it back, or the domain stops being served a day after that.",
  verifyButton: "Verify now",
  verifyPending: "Checking…",
  verified: "Verified: links made on this domain now open on it.",
  defaultButton: "Use for new links",
  defaultClear: "Stop using for new links",
  defaultPending: "Saving…",
  defaultOn: "New links are made on this domain unless another is chosen.",
  defaultWaiting:
    "Chosen for new links: used once the domain is verified (until then, new links go on this site's address).",
  removeButton: "Remove",
  removePending: "Removing…",
  removeConfirm:
    "Type {name} to confirm: the domain and every link made on it are deleted, and their printed QR codes stop working.",
  removeLabel: "Domain name, to confirm",
  removeMismatch: "Type the domain name exactly to remove it.",
  removed: "Domain removed.",
  notFound: "That domain is not in this workspace.",
  unknownRequest: "Unknown request.",
  linkDomainLabel: "Domain",
  linkDomainMain: "{host} (this site)",
} as const;
