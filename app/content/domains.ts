/**
 * The Domains page (dashboard → Settings → Custom domains). English only for now, like the API
 * keys page: kept out of CatalogueModules until it is translated.
 */
export const DOMAINS_COPY = {
  title: "Custom domains",
  metaDescription: "Serve your short links on your own domain, such as chat.yourshop.com.",
  intro:
    "Put your own name on your flyers: links made on a domain of yours open as https://chat.yourshop.com/menu. Add the domain, create the two DNS records shown, then verify it.",
  workspaceNote: (workspace: string) => `Domains of the workspace “${workspace}”.`,
  settingsLink: "Manage custom domains",
  managedByAdmins: (workspace: string) =>
    `The owners and admins of “${workspace}” manage its custom domains.`,
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
  txtCaption: (name: string) => `TXT record named ${name}, with this value`,
  cnameCaption: (name: string) => `CNAME record for ${name}, pointing at`,
  lastChecked: "Last checked",
  never: "never",
  proofMissing: (since: string) =>
    `The TXT record has been missing since ${since}: put it back, or the domain stops being served a day after that.`,
  verifyButton: "Verify now",
  verifyPending: "Checking…",
  verified: "Verified: links made on this domain now open on it.",
  removeButton: "Remove",
  removePending: "Removing…",
  removeConfirm: (name: string) =>
    `Type ${name} to confirm: the domain and every link made on it are deleted, and their printed QR codes stop working.`,
  removeLabel: "Domain name, to confirm",
  removeMismatch: "Type the domain name exactly to remove it.",
  removed: "Domain removed.",
  notFound: "That domain is not in this workspace.",
  unknownRequest: "Unknown request.",
  defaultButton: "Use for new links",
  defaultClear: "Stop using for new links",
  defaultPending: "Saving…",
  defaultOn: "New links are made on this domain unless another is chosen.",
  defaultWaiting:
    "Chosen for new links: used once the domain is verified (until then, new links go on this site's address).",
  linkDomainLabel: "Domain",
  linkDomainMain: (host: string) => `${host} (this site)`,
} as const;
