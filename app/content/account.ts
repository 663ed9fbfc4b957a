/**
 * The account pages (sign-up, log-in, password reset, email confirmation, invitation), the errors
 * their forms answer with, and the dashboard's confirm-your-email reminder (docs/decisions/0134,
 * 0135). ICU MessageFormat where a value goes in (app/lib/i18n/format-message.ts).
 */
export const ACCOUNT = {
  fields: {
    email: "Email",
    password: "Password",
    newPassword: "New password",
    passwordHint: "At least {min} characters. Not your email, and not a common password.",
    signedOutEverywhere: "Every device signed in to your account will be signed out.",
  },
  signup: {
    metaTitle: "Sign Up",
    metaDescription: "Create a free ChatLink account with your email and a password.",
    title: "Create your free account",
    intro: "Email and password only. No card, no trial: it takes under a minute.",
    haveAccount: "Already have an account?",
    logIn: "Log in",
    /** {terms} and {privacy} become links to those pages. */
    ageAndTerms:
      "I am at least 13 years old (16 in the European Union), and I agree to the {terms} and the {privacy}.",
    terms: "Terms",
    privacy: "Privacy Policy",
    submit: "Create account",
    submitting: "Creating account…",
  },
  login: {
    metaTitle: "Log In",
    metaDescription: "Log in to your ChatLink account.",
    title: "Log in",
    newHere: "New to ChatLink?",
    createAccount: "Create a free account",
    passwordChanged: "Your password is changed. Log in with the new one.",
    forgotPassword: "Forgot your password?",
    submit: "Log in",
    submitting: "Logging in…",
  },
  forgotPassword: {
    metaTitle: "Reset Your Password",
    metaDescription: "Get a link to choose a new password for your ChatLink account.",
    title: "Reset your password",
    intro: "Enter the email you signed up with and we'll send you a link to choose a new password.",
    backToLogin: "Back to log in",
    /** The only answer to a reset request, whether or not an account has the email. */
    requested:
      "If an account exists for that email, we've sent it a link to reset the password. The link works once, for one hour.",
    submit: "Send reset link",
    submitting: "Sending…",
  },
  resetPassword: {
    metaTitle: "Choose a New Password",
    metaDescription: "Choose a new password for your ChatLink account.",
    title: "Choose a new password",
    askAgain: "Ask for a new reset link",
    submit: "Save new password",
    submitting: "Saving…",
  },
  verifyEmail: {
    metaTitle: "Confirm your email address",
    metaDescription: "Confirm the email address of your ChatLink account.",
    title: "Confirm your email address",
    intro: "One click confirms that this address is yours.",
    confirmButton: "Confirm my email address",
    confirming: "Confirming…",
    confirmed: "Thank you: {email} is confirmed.",
    unusable:
      "This link does not work any more: it was used already, it expired (links last three days), or the account's address changed since it was sent.",
    noToken:
      "This page needs the link from the confirmation email. Open the link in the email, or ask for a new one.",
    toDashboard: "Go to your links",
    logIn: "Log in",
  },
  invitation: {
    metaTitle: "Workspace invitation",
    metaDescription: "Accept an invitation to a ChatLink workspace.",
    title: "Workspace invitation",
    summary: "{inviter} invited you to “{workspace}” as {role}.",
    summaryUnknownInviter: "Someone invited you to “{workspace}” as {role}.",
    roles: { owner: "owner", admin: "admin", editor: "editor", viewer: "viewer" },
    forAddress: "The invitation is for {email}.",
    signedOut: "Log in with that address to accept, or make an account with it.",
    logIn: "Log in",
    signUp: "Sign up",
    wrongAccount: "You are logged in as {email}. Log out and log in with the invited address to accept.",
    unverified:
      "Confirm your email address first: open the link we mailed you (or send it again from your dashboard), then come back to this page. Or open this invitation from the email we sent you: joining from there confirms your address too.",
    unverifiedWithoutMail:
      "Confirm your email address first. This site does not send email, so your confirmation link is in the server's log: ask the person who runs this site for it, then come back to this page.",
    confirmsAddress: "This link was sent to {email}, so joining also confirms that the address is yours.",
    accept: "Join the workspace",
    accepting: "Joining…",
    unusable:
      "This invitation does not work any more: it was accepted or withdrawn, or it expired (they last seven days).",
    noToken: "This page needs the link from the invitation email.",
    backToLinks: "Back to your links",
  },
  errors: {
    emailMissing: "Enter your email address.",
    emailInvalid: "Enter your email address, like name@example.com.",
    passwordMissing: "Enter your password.",
    ageNotConfirmed: "Please confirm that you meet the minimum age to use ChatLink.",
    emailTaken: "An account with this email already exists. Log in instead, or reset your password.",
    /** Deliberately the same whether the email or the password was wrong. */
    wrongCredentials: "That email and password don't match an account. Check both and try again.",
    suspended:
      "This account is suspended. Its links are switched off. If you think this is a mistake, contact the site's operator.",
    tooManyAttempts: "Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
    tooManySignups:
      "Too many sign-ups from your network. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
    tooManyRequests: "Too many requests. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
    resetLinkUnusable:
      "This reset link has expired or was already used. Ask for a new one: links work once, for one hour.",
  },
  /** Why a new password is refused (core/password-rules.ts PasswordProblem). */
  passwordProblems: {
    too_short: "Use at least {min} characters.",
    too_long: "Use at most {max} characters.",
    is_email: "Don't use your email address as your password.",
    common: "That password is too common. Choose one that is harder to guess.",
    too_simple: "That password is too easy to guess. Mix in more different characters.",
  },
} as const;
