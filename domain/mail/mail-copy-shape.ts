import type { WorkspaceRole } from "#core/workspace-roles";

/** One mail: ICU MessageFormat texts; the body's lines are joined with newlines. */
export interface MailText {
  subject: string;
  body: readonly string[];
}

/**
 * Every mail the site sends, in one language (docs/decisions, "Mail in the page's language").
 * Each language's file is typed by this, so a missing mail or key fails typecheck.
 */
export interface MailCopy {
  /** {site}, {link} */
  verifyEmail: MailText;
  /** {site}, {link} */
  passwordReset: MailText;
  /** {site}, {link} */
  emailChange: MailText;
  /** {site}, {link}: the log-in page; the address already belongs to an account. */
  addressTaken: MailText;
  /** {inviter}, {workspace}, {site}, {role}, {link} */
  invitation: MailText;
  /** A role's name as it reads inside a sentence ("as editor"). */
  roles: Readonly<Record<WorkspaceRole, string>>;
}
