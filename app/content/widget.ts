import type { PageMeta, Step } from "./types";

export interface WidgetContent {
  meta: PageMeta;
  intro: { heading: string; body: string };
  /** Exactly 3 integration steps. */
  steps: Step[];
  /** 5 to 8 items. */
  features: string[];
  faqButtonLabel: string;
  /** Under the embed code: the frame grows to fit, and how to ask for the dark or automatic theme. */
  themeNote: string;
  /** The other embed: the chat button (button.js), which opens a chat with the site's owner. */
  chatButton: {
    heading: string;
    body: string;
    points: string[];
    codeCaption: string;
    /** Under the example line, whose code is the placeholder your-code. */
    codeNote: string;
    cta: string;
  };
  /** Optional section headings and notes for the layout. */
  headings?: {
    preview: string;
    embedCode: string;
    embedCodeNote: string;
    example: string;
    exampleNote: string;
    steps: string;
    features: string;
    faq: string;
  };
}

export const WIDGET: WidgetContent = {
  meta: {
    title: "Embed the WhatsApp Link Generator Widget | ChatLink",
    description:
      "Add ChatLink's free WhatsApp link generator to your website with a short HTML snippet. Visitors create click-to-chat links and QR codes on your page.",
    keywords: [
      "WhatsApp widget",
      "embed WhatsApp link generator",
      "WhatsApp link generator iframe",
      "WhatsApp widget for website",
      "free WhatsApp widget",
      "WhatsApp QR code widget",
    ],
  },
  intro: {
    heading: "Put the WhatsApp link generator on your website",
    body: "Give your visitors the same free generator we use on our home page. A short HTML snippet embeds it on any site, and it adapts to the width of your page on phones and desktops.",
  },
  headings: {
    preview: "Live preview",
    embedCode: "Embed code",
    embedCodeNote: "Paste this iframe where you want the generator to appear.",
    example: "Complete HTML example",
    exampleNote:
      "A whole page with the widget in place, ready to save as an .html file and open in a browser.",
    steps: "Add it in three steps",
    features: "What you get",
    faq: "Have a question about the widget?",
  },
  steps: [
    {
      title: "Copy the embed code",
      description:
        "Press Copy next to the embed code: an iframe tag and a few lines of inline script that let the frame fit the generator. Nothing is loaded from another server; the iframe also works alone.",
    },
    {
      title: "Paste it into your page",
      description:
        "Paste the code into your page's HTML where the generator should appear. It works in WordPress, Wix, Squarespace, Shopify and any site builder that accepts custom HTML.",
    },
    {
      title: "Publish and try it",
      description:
        "Save and publish your page, then create a test link. The widget fills the width of its container and is 600 pixels tall; change the height to suit your layout.",
    },
  ],
  features: [
    "Free to embed, with no account or API key",
    "Responsive: fills the width of its container on phones and desktops",
    "No script file to load: an iframe and a few inline lines keep your site fast and isolated",
    "Country detection, custom aliases, message formatting and QR codes included",
    "No cookies, trackers or ads inside the widget",
    "Improvements reach your site automatically, with nothing to update",
  ],
  chatButton: {
    heading: "Or add a WhatsApp chat button",
    body: "The generator lets your visitors make links of their own. To let them message you, add the chat button instead: one line of HTML puts a floating WhatsApp button in the corner of your pages. Make a link in your free account, open its Chat button page and copy the line.",
    points: [
      "Under 6 KB of script, loaded without blocking your page",
      "No cookie and nothing stored on your site",
      "For a team link, a panel showing each department, who is open now and when it opens next in the visitor's time zone",
      "In the visitor's language, right to left in Arabic, and usable with a keyboard or a screen reader",
    ],
    codeCaption: "Chat button",
    codeNote: "Your link's Chat button page gives you this line with your own code in place of your-code.",
    cta: "Make your chat button",
  },
  faqButtonLabel: "Read the FAQ",
  themeNote:
    "The script lets the frame grow to fit the generator. The widget is light; for dark add ?theme=dark after widget-embed in the address, or ?theme=auto to follow each visitor's setting.",
};
