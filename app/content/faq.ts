import { SUPPORT_EMAIL, SUPPORT_REPLY_TIME } from "./site";
import type { Faq, PageMeta } from "./types";

export interface FaqContent {
  meta: PageMeta;
  intro: { heading: string; body: string };
  /** Exactly 20, unique questions. Plain text answers (also used for FAQPage structured data). */
  items: Faq[];
  /** Shown only with a contact address (SUPPORT_EMAIL). */
  supportNote: string;
  /** Added to the note only when the operator promises a reply time (SITE_SUPPORT_REPLY_TIME). */
  supportReplyNote: string;
}

export const FAQ: FaqContent = {
  meta: {
    title: "WhatsApp Link Generator FAQ | ChatLink",
    description:
      "Answers about ChatLink: free WhatsApp click-to-chat links, QR codes, custom aliases, message formatting, analytics, privacy and what is supported.",
    keywords: [
      "WhatsApp link FAQ",
      "WhatsApp click to chat questions",
      "wa.me link help",
      "WhatsApp QR code help",
      "WhatsApp group link",
      "WhatsApp link expire",
      "ChatLink support",
    ],
  },
  intro: {
    heading: "Frequently Asked Questions",
    body: "Everything you need to know about creating and sharing WhatsApp links with ChatLink.",
  },
  items: [
    {
      question: "What is ChatLink?",
      answer:
        "ChatLink is a free WhatsApp link generator. You enter a WhatsApp number, and optionally a custom alias and a message, and ChatLink gives you a short click-to-chat link and a QR code. Anyone who opens the link or scans the code lands in a WhatsApp chat with that number, without having to save it as a contact first.",
    },
    {
      question: "Is ChatLink really free?",
      answer:
        "Yes. Creating WhatsApp links, short URLs and QR codes is free, and you don't need a credit card. To keep the service fair for everyone, the number of links one person can create per hour is limited. You can use the generator without an account, or create a free account to edit your links and see their click statistics.",
    },
    {
      question: "Do I need to install anything?",
      answer:
        "No. ChatLink runs in your web browser on any phone, tablet or computer. There is no app or browser extension to install. The people who open your link only need WhatsApp.",
    },
    {
      question: "Can I get a QR code for my link?",
      answer:
        "Yes. Every link comes with a QR code, shown next to the link as soon as you press Generate. Download it as a PNG for everyday use or as an SVG for sharp printing at any size, and put it on flyers, menus, packaging or business cards. Scanning it with a phone camera opens the chat.",
    },
    {
      question: "Can I customise my links?",
      answer:
        "Yes. Choose your own alias instead of a random code, for example your business name, and add a pre-filled message so every chat starts with the right words. With an account you can also brand your QR codes with your own colours and logo.",
    },
    {
      question: "What can I use as a custom alias?",
      answer:
        "An alias is 5 to 50 characters long and may contain letters, digits, underscores (_) and hyphens (-). Other characters, such as spaces, are removed as you type. Aliases are not case-sensitive, so MyShop and myshop are the same link. Each alias can be used only once, and words the site itself uses, such as faq or login, are not available.",
    },
    {
      question: "How do I format my pre-filled message?",
      answer:
        "Use the formatting buttons above the message box, or type WhatsApp's own markers: *bold* for bold, _italic_ for italic, ~strikethrough~ for strikethrough and ```monospace``` for monospace. Select some text first to format it, or press a button with nothing selected to insert an empty pair and type between the markers.",
    },
    {
      question: "How long can the pre-filled message be?",
      answer:
        "Up to 1,000 characters. The counter under the message box shows how many you have used. Spaces at the start and end are removed, and if you leave the box empty the chat simply opens with nothing typed.",
    },
    {
      question: "Can I see how many people click my links?",
      answer:
        "Yes, with a free account. For each link you can see clicks over time and where they came from: country, device type, operating system, browser and the referring site. Clicks from bots and link previews are counted separately, so your numbers reflect real people.",
    },
    {
      question: "Is ChatLink secure?",
      answer:
        "Yes. A ChatLink short link can only ever lead to a WhatsApp chat, so it can't be turned into a redirect to a phishing site. We run no third-party trackers or ad scripts, we don't store visitors' IP addresses, account passwords are stored only as strong one-way hashes, and links that break our terms are removed.",
    },
    {
      question: "Can my team use ChatLink?",
      answer:
        "Yes. Make a shared workspace and invite your colleagues by email, each with their own login and a role: viewers see links and clicks, editors also create and change links, admins also manage members, imports and API keys. Add the people who answer chats as agents, each with their own number, department and opening hours, and make a team link: one link and QR code whose chats go to whoever is open, in turn, by weight or to the same agent a visitor had before. When nobody is open, visitors see when you open next and can still send a message. Your own tools can do the same with API keys.",
    },
    {
      question: "Do the links work on mobile and desktop?",
      answer:
        "Yes. On a phone the link opens the WhatsApp app. On a computer it opens WhatsApp Desktop if it is installed, or WhatsApp Web in the browser. The chat opens with your number and your pre-filled message ready to send.",
    },
    {
      question: "Can I change a link after I've created it?",
      answer:
        "Yes, if the link belongs to your account. You can change the phone number or the message behind it from your dashboard, and the short URL and QR code stay exactly the same, so anything you have already printed or shared keeps working. Links made without an account can't be edited, so sign up first if you plan to print.",
    },
    {
      question: "Which countries are supported?",
      answer:
        "Numbers from over 200 countries and territories. Enter the full number with its country code, such as +1 for the United States and Canada, +44 for the United Kingdom or +91 for India. The generator detects your country and fills in the code for you, and recognises longer codes too, so +1 876 is read as Jamaica.",
    },
    {
      question: "Do I need a WhatsApp Business account?",
      answer:
        "No. ChatLink works with any WhatsApp number, whether it uses the regular WhatsApp app or WhatsApp Business. The only requirement is that the number is registered on WhatsApp.",
    },
    {
      question: "Can I create a link to a WhatsApp group?",
      answer:
        "No. ChatLink creates one-to-one chat links only: each link opens a private chat with a single phone number. To invite people to a group, use the invite link that WhatsApp creates in the group's settings.",
    },
    {
      question: "Do my links expire?",
      answer:
        "No. Your links and QR codes keep working for as long as they exist. A link stops working only if its owner deletes it, or if we remove it because it breaks our Terms of Service.",
    },
    {
      question: "What happens when a link is removed?",
      answer:
        "Anyone who opens a removed link sees a Link Not Found page instead of being sent to WhatsApp, so make sure nothing you have printed or shared still points to it. Deleted links can't be recovered; create a new link if you still need one.",
    },
    {
      question: "Can I add the generator to my own website?",
      answer:
        "Yes. Our free widget puts the full link generator on your site with an iframe tag and a few lines of inline script that size it (no script file to load, no API key). Copy the code from the Widget page and paste it into your page's HTML.",
    },
    {
      question: "Who can see my phone number?",
      answer:
        "Anyone who opens your link can see your number, because the link opens a WhatsApp chat with it, just as if you had given it to them. We don't publish a list of links, and we never sell or share your number for marketing. Only share your links where you are happy for people to contact you.",
    },
  ],
  supportNote: `Still have a question? Email us at ${SUPPORT_EMAIL}.`,
  supportReplyNote: `Our support team typically replies within ${SUPPORT_REPLY_TIME}.`,
};
