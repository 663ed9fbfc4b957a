/** The dashboard's confirm-your-email banner (docs/decisions/0134); ICU where a value goes in. */
export const VERIFY_EMAIL_REMINDER = {
  label: "Confirm your email address",
  title: "Confirm your email address.",
  sent: "We sent a link to {email}.",
  why: "Open it to confirm that the address is yours.",
  withoutMail:
    "This site does not send email, so the link that confirms {email} went to the server's log. Ask the person who runs this site for it; if that is you, it is on the log line that starts “mail (SMTP_URL is not set”. Until then you can make links, but not invite or join a shared workspace.",
  withoutMailOperator:
    "This site does not send email, so the link that confirms {email} went to the server's log. Ask the person who runs this site for it ({operator}); if that is you, it is on the log line that starts “mail (SMTP_URL is not set”. Until then you can make links, but not invite or join a shared workspace.",
  resendWithoutMail: "Make a new link",
  resentWithoutMail:
    "A new link is in the server's log (this site does not send email). It works for three days.",
  resend: "Send the link again",
  resending: "Sending…",
  resent: "Sent. The link works for three days; check your spam folder if it does not arrive.",
  limited: "We sent several links to this address in the last hour. Use the newest one, or try again later.",
  alreadyConfirmed: "Your address is confirmed already.",
} as const;
