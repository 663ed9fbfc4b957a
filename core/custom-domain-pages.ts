/**
 * The only pages a custom domain (or an unknown Host) ever gets besides its links' redirects:
 * neutral, naming neither this site nor any workspace (docs/decisions/0156-custom-domain-hosts).
 * Plain and language-neutral in form; English words, as the server cannot read app/content.
 */
const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;

export const CUSTOM_DOMAIN_PAGES = {
  /** A custom domain's root: the domain works, there is nothing to show at it. */
  home: page("Links", "Short links live at this address. Open the full link you were given."),
  /** A code this domain does not have, or any other path. */
  notFound: page("Link not found", "This link does not exist or is no longer active."),
  /** A team link none of whose agents is open (the main site shows its contact card instead). */
  closed: page("Closed", "No one is available to chat right now. Please try again later."),
  /** A Host that is neither the site's nor a verified custom domain. */
  unknownHost: page("Not found", "Nothing is served at this address."),
} as const;
