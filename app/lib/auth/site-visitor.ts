/** What the site's header and layout need to know about who is looking. */
export interface SiteVisitor {
  signedIn: boolean;
  /** Just deleted their account (`/?account=deleted`): the layout says what happened. */
  accountDeleted: boolean;
}
