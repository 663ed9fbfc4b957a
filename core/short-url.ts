/**
 * The short URL of a code: the site's public origin (no trailing slash), a slash,
 * the code as stored (aliases keep the case their owner typed). The one place it is
 * built, so the API, the dashboard, the generator and QR codes always agree.
 */
export function shortUrlFor(publicUrl: string, code: string): string {
  return `${publicUrl}/${code}`;
}

/** The origin a link's short URL starts with: its custom domain's (always HTTPS), else the site's. */
export function linkOrigin(publicUrl: string, domain: string | null | undefined): string {
  return domain === null || domain === undefined ? publicUrl : `https://${domain}`;
}
