/**
 * The dashboard's Chat button page (/dashboard/links/:id/button) and the sample page its preview
 * frames. The page's loader fills the texts with ICU arguments on the server (`{code}`,
 * `{labelMax}`, `{greetingMax}`; a quoted `'{ref}'` reads as the message variable itself); a text
 * with arguments holds no `<`, which ICU would read as a tag.
 */
export const CHAT_BUTTON_PAGE = {
  metaTitle: "Chat button for /{code}",
  title: "Chat button",
  intro:
    "Paste one line into any page of your website, on any host or builder, and a WhatsApp button floats in its corner. A visitor's tap opens the chat through your short link, so routing, refs and analytics apply.",
  teamIntro:
    "For this team link the button opens a small panel with your greeting, your departments, who is open now and when each opens next, in the visitor's own time zone. Agents' numbers never reach the page.",
  singleIntro: "For this link the button opens the chat in a new tab at once.",
  snippetCaption: "Your chat button",
  snippetTarget: "chat button code",
  snippetHint:
    'Put it before </body>. The script is under 6 KB gzip, loads without blocking the page, sets no cookie and stores nothing on your site. data-lang, data-position, data-color, data-label, data-greeting and data-ref="on" or "off" on the tag override what you save here.',
  optionsHeading: "Options",
  position: "Corner",
  positionRight: "Bottom right",
  positionLeft: "Bottom left",
  color: "Colour",
  colorHint: "The text on the button turns black or white, whichever reads better.",
  label: "Button text (optional)",
  labelHint: 'Up to {labelMax} characters. Empty: "Chat on WhatsApp" in the visitor\'s language.',
  greeting: "Greeting (optional)",
  greetingHint:
    "Up to {greetingMax} characters, shown at the top of a team link's panel. Empty: a greeting in the visitor's language.",
  refs: "Count which page each chat starts from",
  refsHint:
    "Adds ?ref=web: and the page's path to each chat (for example web:pricing), shown in the analytics under refs and filled into '{ref}' in your message.",
  events: "Tell my page when a chat opens",
  eventsHint:
    "Pushes an event named chatlink_open to your dataLayer (Google Tag Manager) when your page has one, and fires a chatlink:open event on document. Off: the button tells your page nothing.",
  save: "Save options",
  saving: "Saving…",
  saved: "Options saved. Sites with the button show them within a minute.",
  invalid: "Check the options: a colour like #25d366, and texts within their lengths.",
  viewerNote: "Viewers can see these options. Editors, admins and owners can change them.",
  previewHeading: "Preview",
  previewHint: "A sample page with your button as visitors see it, with the options above (saved or not).",
  previewTitle: "Sample page with your chat button",
  sampleTitle: "Sample page",
  sampleHeading: "Your website",
  sampleBody: "This is a sample page. Your chat button floats in its corner, as it will on your site.",
} as const;
