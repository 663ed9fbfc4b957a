import type { CallToAction, IconName, PageMeta } from "./types";

export interface FeatureGroup {
  title: string;
  description: string;
  icon: IconName;
  items: string[];
}

export interface FeaturesContent {
  meta: PageMeta;
  intro: { heading: string; body: string };
  /** Exactly 4: WhatsApp Link Generator, QR Code Generator, URL Shortener, Analytics & Management. */
  groups: FeatureGroup[];
  cta: CallToAction;
}

export const FEATURES: FeaturesContent = {
  meta: {
    title: "Features: WhatsApp Links, QR Codes, Analytics | ChatLink",
    description:
      "Explore ChatLink's features: WhatsApp click-to-chat links, QR codes, short URLs with custom aliases, pre-filled messages and click analytics.",
    keywords: [
      "WhatsApp link features",
      "WhatsApp QR code",
      "custom short URL",
      "WhatsApp click analytics",
      "pre-filled WhatsApp message",
      "WhatsApp link for business",
      "WhatsApp links for teams",
    ],
  },
  intro: {
    heading: "Everything you need for WhatsApp click-to-chat",
    body: "ChatLink brings link generation, QR codes, short URLs and click analytics together in one simple tool. Create a link in seconds without an account, or sign up free to manage and measure all your links in one place.",
  },
  groups: [
    {
      title: "WhatsApp Link Generator",
      description:
        "Create click-to-chat links that open a conversation with your number, with your message ready to send.",
      icon: "link",
      items: [
        "Click-to-chat links for any WhatsApp number, personal or business",
        "Automatic country detection that fills in your calling code",
        "Pre-filled messages of up to 1,000 characters",
        "Bold, italic, strikethrough and monospace formatting buttons",
        "International numbers from over 200 countries and territories",
        "Links that open the WhatsApp app, WhatsApp Desktop or WhatsApp Web",
      ],
    },
    {
      title: "QR Code Generator",
      description:
        "Every link comes with a QR code that opens the chat when someone points a phone camera at it.",
      icon: "qr",
      items: [
        "A QR code for every link, created instantly",
        "Downloads as PNG for everyday use or SVG for sharp printing at any size",
        "High-resolution downloads up to 2048 pixels",
        "Branded QR codes with your own colours and logo",
        "Ready for flyers, menus, packaging, business cards and signs",
        "Generated on our own server, never by a third-party QR service",
      ],
    },
    {
      title: "URL Shortener",
      description:
        "Short links that are easy to read, type and share, pointing only ever to a WhatsApp chat.",
      icon: "shortener",
      items: [
        "Short links you can share anywhere: bios, posts, emails and ads",
        "Custom aliases of 5 to 50 letters, digits, underscores and hyphens",
        "A random 7-character code when you don't need an alias",
        "Links that never expire",
        "Change the number or message behind a link without changing its URL",
        "Import links from a CSV file, Bitly, Shlink, YOURLS and Kutt exports included",
      ],
    },
    {
      title: "Analytics & Management",
      description: "See what is working and keep every number, team and campaign organised in one dashboard.",
      icon: "chart",
      items: [
        "Click counts over time, by day and by hour",
        "Clicks by country, device type, operating system, browser and referring site",
        "Human clicks counted apart from bots and link previews",
        "Advanced analytics: visitors a day counted without storing any address, UTM campaigns with a link builder, the weekday and hour customers come, and a workspace overview",
        "Chats per agent per day, and clicks by source: ?ref= words, with QR code scans counted apart",
        "Several WhatsApp numbers in one dashboard",
        "Team links that share one link's chats among your agents: in turn, by weight, or the same agent for a returning visitor",
        "Agents with opening hours in their own time zone, and departments a link can send visitors to",
        "Saved message templates, with {agent}, {department} and {ref} filled in at each click",
        "Shared workspaces where each member has a role: viewer, editor, admin or owner",
        "Any date range's clicks as a CSV file, and a REST API for your own tools",
      ],
    },
  ],
  cta: {
    heading: "Create your first WhatsApp link now",
    body: "It takes seconds and costs nothing. Generate a link and QR code on the home page, or create a free account to edit links and track clicks.",
  },
};
