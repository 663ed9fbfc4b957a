import type { CallToAction, Card, PageMeta } from "./types";

export interface HomeContent {
  meta: PageMeta;
  hero: { eyebrow: string; heading: string; subheading: string };
  /** Exactly 3: WhatsApp Links, QR Code Generator, URL Shortener. */
  strip: Card[];
  /** Exactly 6 cards. */
  whyChoose: { heading: string; intro: string; cards: Card[] };
  cta: CallToAction & { buttonLabel: string };
}

export const HOME: HomeContent = {
  meta: {
    title: "ChatLink - Free WhatsApp Link Generator with QR Codes",
    description:
      "Create free WhatsApp click-to-chat links, short URLs and QR codes in seconds. Add a pre-filled message and let customers reach you in one tap.",
    keywords: [
      "WhatsApp link generator",
      "click to chat link",
      "wa.me link",
      "WhatsApp QR code generator",
      "WhatsApp short URL",
      "WhatsApp chat link",
      "pre-filled WhatsApp message",
      "free WhatsApp link",
    ],
  },
  hero: {
    eyebrow: "Free WhatsApp link generator",
    heading: "Start WhatsApp chats with a single click",
    subheading:
      "Turn your WhatsApp number into a short link and a QR code in seconds. People tap once and land in a chat with you, with your message already typed. Nothing to install and no account needed to try it.",
  },
  strip: [
    {
      title: "WhatsApp Links",
      description: "Click-to-chat links that open a conversation with your number on any phone or computer.",
      icon: "link",
    },
    {
      title: "QR Code Generator",
      description: "A scannable QR code for every link, ready for flyers, menus, packaging and shop windows.",
      icon: "qr",
    },
    {
      title: "URL Shortener",
      description: "Short, tidy links with an optional custom alias that are easy to share and remember.",
      icon: "shortener",
    },
  ],
  whyChoose: {
    heading: "Why Choose ChatLink",
    intro:
      "Everything you need to turn a phone number into conversations, without the cost, the clutter or the trackers.",
    cards: [
      {
        title: "Ready in Seconds",
        description:
          "Enter your number, add a message if you like, and press Generate. Your short link and QR code appear straight away.",
        icon: "zap",
      },
      {
        title: "Free to Use",
        description:
          "Create links, short URLs and QR codes at no cost. No credit card, no trial period and no charge for the clicks your links get.",
        icon: "heart",
      },
      {
        title: "Pre-filled Messages",
        description:
          "Start every chat with the right words. Add a greeting or ask for an order number, with bold, italic, strikethrough and monospace text.",
        icon: "message",
      },
      {
        title: "Works Worldwide",
        description:
          "We detect your country and fill in its calling code for you. Numbers from over 200 countries and territories are supported.",
        icon: "globe",
      },
      {
        title: "Click Analytics",
        description:
          "With a free account, see how many people open each link, from which countries and devices, and which sites sent them.",
        icon: "chart",
      },
      {
        title: "Private by Design",
        description:
          "No third-party trackers, ad scripts or tracking cookies. Clicks are counted without storing anyone's IP address.",
        icon: "shield",
      },
    ],
  },
  cta: {
    heading: "Ready to get more conversations?",
    body: "See how ChatLink takes you from a phone number to a shareable link and a printable QR code in three simple steps.",
    buttonLabel: "See How It Works",
  },
};
