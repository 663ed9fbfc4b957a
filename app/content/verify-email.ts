/** The email confirmation page and the dashboard's reminder (docs/decisions/0134). */
export const VERIFY_EMAIL_COPY = {
  title: "Confirm your email address",
  metaDescription: "Confirm the email address of your ChatLink account.",
  intro: "One click confirms that this address is yours.",
  confirmButton: "Confirm my email address",
  confirming: "Confirming…",
  confirmed: (email: string) => `Thank you: ${email} is confirmed.`,
  unusable:
    "This link does not work any more: it was used already, it expired (links last three days), or the account's address changed since it was sent.",
  noToken:
    "This page needs the link from the confirmation email. Open the link in the email, or ask for a new one.",
  toDashboard: "Go to your links",
  reminderTitle: "Confirm your email address.",
  reminder: (email: string) => `We sent a link to ${email}.`,
  reminderWhy: "Open it to confirm that the address is yours.",
  reminderWithoutMail: (email: string, operator: string | null) =>
    `This site does not send email, so the link that confirms ${email} went to the server's log. Ask the person who runs this site for it${operator === null ? "" : ` (${operator})`}; if that is you, it is on the log line that starts “mail (SMTP_URL is not set”. Until then you can make links, but not invite or join a shared workspace.`,
  resendWithoutMail: "Make a new link",
  resentWithoutMail:
    "A new link is in the server's log (this site does not send email). It works for three days.",
  resend: "Send the link again",
  resending: "Sending…",
  resent: "Sent. The link works for three days; check your spam folder if it does not arrive.",
  limited: "We sent several links to this address in the last hour. Use the newest one, or try again later.",
  alreadyConfirmed: "Your address is confirmed already.",
} as const;
