import type { CallToAction, Card, PageMeta, Step } from "./types";

export interface HowItWorksContent {
  meta: PageMeta;
  intro: { heading: string; body: string };
  /** Exactly 3: create account; enter number with country code; generate links and QR codes. */
  steps: Step[];
  /** Exactly 4: business websites, print marketing, social media, customer support. */
  useCases: Card[];
  /** Exactly 12. */
  includedFeatures: string[];
  /** The UI renders the Create Free Account and Explore All Features buttons under this. */
  cta: CallToAction;
  /** Optional section headings for the layout. */
  headings?: { steps: string; useCases: string; includedFeatures: string };
}

export const HOW_IT_WORKS: HowItWorksContent = {
  meta: {
    title: "How It Works: WhatsApp Links in 3 Steps | ChatLink",
    description:
      "Create a WhatsApp click-to-chat link and QR code in three steps: sign up free, enter your number with its country code, then generate and share.",
    keywords: [
      "how to create a WhatsApp link",
      "WhatsApp click to chat",
      "WhatsApp QR code for business",
      "wa.me link generator",
      "WhatsApp link with message",
      "WhatsApp link use cases",
    ],
  },
  intro: {
    heading: "How ChatLink works",
    body: "Going from a phone number to a link people can tap takes less than a minute. Here is how it works and where you can use it.",
  },
  headings: {
    steps: "Three steps to your first link",
    useCases: "Where to use your links",
    includedFeatures: "Everything included",
  },
  steps: [
    {
      title: "Create your free account",
      description:
        "Sign up with just an email address and a password. There is no credit card to enter and it takes under a minute. You can also try the generator on the home page without an account.",
    },
    {
      title: "Enter your WhatsApp number",
      description:
        "Type your number with its country code, such as +1, +44 or +91. We detect your country and fill in the code for you. Add a custom alias and a pre-filled message if you like.",
    },
    {
      title: "Generate your link and QR code",
      description:
        "Press Generate and your short link and QR code appear straight away. Copy the link, download the QR code and share them wherever your customers are.",
    },
  ],
  useCases: [
    {
      title: "Business Websites",
      description:
        "Add a chat link or the embeddable widget to your site so visitors can ask a question the moment they have it, instead of filling in a contact form.",
      icon: "globe",
    },
    {
      title: "Print Marketing",
      description:
        "Print the QR code on flyers, menus, posters, packaging and business cards. One scan with a phone camera opens a chat with your business.",
      icon: "printer",
    },
    {
      title: "Social Media",
      description:
        "Put the short link in your Instagram bio, Facebook page, TikTok profile or posts so followers can message you in one tap.",
      icon: "share",
    },
    {
      title: "Customer Support",
      description:
        'Pre-fill messages such as "Hi, I need help with my order number" so customers reach the right team with the details you need from the start.',
      icon: "headset",
    },
  ],
  includedFeatures: [
    "Free WhatsApp links",
    "A QR code for every link",
    "Short URLs that never expire",
    "Custom aliases",
    "Pre-filled messages",
    "Bold, italic, strikethrough and monospace text",
    "Automatic country detection",
    "Click analytics",
    "Edit links without changing the URL",
    "Several numbers in one dashboard",
    "Branded, high-resolution QR codes",
    "Embeddable generator widget",
  ],
  cta: {
    heading: "Ready to start chatting with your customers?",
    body: "Create your free account in under a minute, or take a closer look at everything ChatLink can do.",
  },
};
