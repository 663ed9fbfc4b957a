/** Messages the account pages show from both their server actions and their components. */

export const RESET_LINK_UNUSABLE =
  "This reset link has expired or was already used. Ask for a new one: links work once, for one hour.";

/** The only answer to a reset request, whether or not an account has the email. */
export const RESET_REQUESTED =
  "If an account exists for that email, we've sent it a link to reset the password. The link works once, for one hour.";
