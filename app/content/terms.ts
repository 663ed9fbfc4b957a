import { SUPPORT_EMAIL, UPTIME_PROMISE } from "./site";
import type { LegalSection, PageMeta } from "./types";

export interface TermsContent {
  meta: PageMeta;
  intro: string;
  /** Exactly 17 sections; the UI numbers them. */
  sections: LegalSection[];
  /** Shown apart from the sections: not affiliated with WhatsApp or Meta. */
  notice: string;
}

export const TERMS: TermsContent = {
  meta: {
    title: "Terms of Service | ChatLink",
    description:
      "The terms for using ChatLink's WhatsApp link generator, short URLs and QR codes: who may use it, acceptable use, content removal and liability.",
    keywords: [
      "ChatLink terms of service",
      "WhatsApp link generator terms",
      "acceptable use policy",
      "short link terms",
      "terms and conditions",
    ],
  },
  intro:
    "These Terms of Service explain the rules for using ChatLink, the website and service that creates WhatsApp click-to-chat links, short URLs and QR codes. Please read them carefully. By using ChatLink you agree to them.",
  sections: [
    {
      heading: "Acceptance of These Terms",
      paragraphs: [
        'These Terms are an agreement between you and the operator of ChatLink ("ChatLink", "we", "us"). They apply whenever you visit the site, use the link generator or the embeddable widget, open a ChatLink short link, or create an account.',
        'If you do not agree to these Terms, do not use ChatLink. If you use ChatLink on behalf of a business or other organisation, you confirm that you are allowed to accept these Terms for it, and "you" includes that organisation.',
      ],
    },
    {
      heading: "Eligibility and Minimum Age",
      paragraphs: [
        "You must be at least 13 years old to use ChatLink. If you live in the European Union or the European Economic Area, you must be at least 16 years old. If you are under the age of majority where you live, you may use ChatLink only with the permission of a parent or guardian who agrees to these Terms.",
        "You may not use ChatLink if we have previously banned you or your account, or if the law that applies to you forbids it.",
      ],
    },
    {
      heading: "The Service",
      paragraphs: [
        "ChatLink turns a WhatsApp phone number, with an optional pre-filled message and an optional custom alias, into a short link and a QR code. When someone opens the short link, we send them on to WhatsApp's own click-to-chat address, which opens a one-to-one chat with that number. Links to group chats are not supported.",
        "You can use the generator without an account. An account adds features such as editing links and click statistics. We may add, change or remove features, and we may set reasonable limits, for example on how many links can be created in a short time, to keep the service fair and available for everyone.",
      ],
    },
    {
      heading: "Your Account",
      paragraphs: [
        "To create an account you need an email address and a password. Give us accurate information and keep it up to date.",
        "Keep your password secret and do not share your account. You are responsible for everything that happens under your account. Tell us straight away at the contact address below if you think someone has used it without your permission.",
        "You can delete your account at any time from your account settings.",
      ],
    },
    {
      heading: "Acceptable Use",
      paragraphs: [
        "Use ChatLink only for lawful purposes and in a way that respects other people. In particular, you must not:",
      ],
      bullets: [
        "send spam or unsolicited bulk messages, or use links to collect contacts for spam",
        "run scams, phishing, fraud or any scheme to deceive people or take their money or data",
        "share, promote or arrange anything illegal",
        "impersonate any person, business or organisation, or mislead people about who they are contacting",
        "create links to a phone number you are not entitled to use, or without the consent of the person it belongs to",
        "harass, threaten or abuse anyone",
        "create links in bulk by automated means, get around rate limits or bans, or interfere with or overload the service",
        "probe, scan or test the security of ChatLink without our written permission",
        "break WhatsApp's own terms of service or any law that applies to you",
      ],
    },
    {
      heading: "Links and Content You Create",
      paragraphs: [
        "You are responsible for the phone numbers, messages and aliases you put into ChatLink and for how you share the resulting links and QR codes. You confirm that you have the right to use them and that they do not break these Terms or the law.",
        "You keep any rights you have in your content. You give us a worldwide, non-exclusive, royalty-free licence to store, copy, process and display it only as needed to run, secure and improve ChatLink, for example to redirect people who open your link and to show you its statistics.",
        "A link sends people to a WhatsApp chat with the number it was created for. Anyone who opens it can see that number and the pre-filled message, so only create links you are happy to share.",
      ],
    },
    {
      heading: "Prohibited Content",
      paragraphs: ["Links, aliases and messages must not contain, promote or lead to:"],
      bullets: [
        "child sexual abuse material, or any content that sexualises or endangers minors",
        "illegal goods or services, including drugs, weapons, counterfeit goods and stolen data",
        "fraudulent offers, fake prizes, investment scams or requests for passwords or payment details",
        "malware, or instructions intended to harm devices or accounts",
        "hate speech, or content that incites violence against any person or group",
        "content that infringes someone else's copyright, trademark or other rights",
        "other people's personal information shared without their consent",
        "sexually explicit content sent to people who have not asked for it",
      ],
    },
    {
      heading: "Monitoring, Investigation and Enforcement",
      paragraphs: [
        "We are not obliged to review the links and messages people create, but we may do so at any time. We may monitor use of ChatLink, investigate suspected breaches of these Terms, and remove or disable any link or content.",
        "We may suspend or terminate any account, and stop anyone from creating links, when we believe these Terms or the law have been broken or to protect ChatLink, its users or the people who open its links.",
        "We cooperate with law enforcement and with lawful requests from authorities, and we may share information about links and accounts with them when the law requires it or when we believe in good faith that it is needed to prevent harm.",
      ],
    },
    {
      heading: "Removal of Content and Bans",
      paragraphs: [
        "Links and accounts that violate these Terms may be deleted or permanently banned without notice. Deleted content cannot be recovered, and we are not obliged to keep copies of it.",
        "When an account is banned, all of its links stop working and anyone who opens them sees the Link Not Found page. A banned person may not create a new account or otherwise continue to use ChatLink.",
        "If you believe we removed a link or banned an account by mistake, write to us at the contact address below and we will look at it again.",
      ],
    },
    {
      heading: "Intellectual Property",
      paragraphs: [
        "ChatLink, including its name, logo, design, text and software, belongs to us or our licensors and is protected by intellectual property law. These Terms do not give you any right to use our name or logo except to refer to the service in a fair and accurate way.",
        "You may use the links and QR codes you create, including in print, in advertising and on your own website, and you may embed our generator with the widget code we provide. Do not copy, modify or resell the service itself, or remove any notices from it.",
      ],
    },
    {
      heading: "WhatsApp and Other Third-Party Services",
      paragraphs: [
        "WhatsApp is a trademark of its owner, WhatsApp LLC, a Meta company. ChatLink is an independent service. It is not affiliated with, endorsed by or sponsored by WhatsApp or Meta.",
        "Our links open WhatsApp, which is a separate service run by a third party under its own terms and privacy policy. We do not control WhatsApp, whether a number is registered on it, or how it handles chats, and we are not responsible for it.",
        "Where ChatLink uses other third parties, for example a payment provider if paid plans are offered, their own terms also apply to what they do.",
      ],
    },
    {
      heading: "Service Availability",
      paragraphs: [
        `We aim for ChatLink and its links to be available ${UPTIME_PROMISE} of the time, and we design and run the service to meet that aim. It is an aim, not a promise.`,
        "We do not guarantee any level of availability, and we do not offer refunds, credits or other compensation for downtime.",
        "ChatLink may be unavailable at times, for example for maintenance, because of faults, or because of events outside our control, such as failures of networks, hosting providers or WhatsApp itself.",
      ],
    },
    {
      heading: "Disclaimers",
      paragraphs: [
        'ChatLink is provided "as is" and "as available". To the fullest extent the law allows, we make no warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose, non-infringement, or that the service will be uninterrupted, error-free or secure.',
        "We do not check who is behind a link or whether a message is true. Be careful when contacting people you do not know, and never send passwords or payment details to someone you do not trust.",
        "Nothing in these Terms limits rights that you have as a consumer and that cannot be limited by contract.",
      ],
    },
    {
      heading: "Limitation of Liability",
      paragraphs: [
        "To the fullest extent the law allows, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data, business or goodwill, arising from or related to your use of ChatLink.",
        "To the fullest extent the law allows, our total liability for all claims arising from or related to ChatLink is limited to the amount you paid us for the service in the 12 months before the event that gave rise to the claim. If you have only used the free service, that amount is zero.",
        "These limits do not apply to liability that cannot be limited or excluded by law, such as liability for death or personal injury caused by negligence, or for fraud.",
      ],
    },
    {
      heading: "Indemnification",
      paragraphs: [
        "You agree to defend, indemnify and hold harmless ChatLink and its operators from any claims, damages, losses and costs, including reasonable legal fees, that arise from the links and content you create, your use of ChatLink, or your breach of these Terms or of the law.",
      ],
    },
    {
      heading: "Changes to These Terms",
      paragraphs: [
        'We may update these Terms from time to time. When we do, we change the "Last Updated" date at the top of this page, and for important changes we will give reasonable notice on the site or by email to account holders.',
        "If you keep using ChatLink after the changes take effect, you accept the updated Terms. If you do not agree with them, stop using ChatLink and delete your account.",
      ],
    },
    {
      heading: "Governing Law and Contact",
      paragraphs: [
        "These Terms are governed by the laws of the country in which the operator of ChatLink is established, without regard to conflict-of-law rules. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live, and you may bring a claim in its courts.",
        "If any part of these Terms cannot be enforced, the rest remains in effect. If we do not enforce a part of these Terms, that does not mean we give up our right to do so later.",
        `Questions about these Terms? Email us at ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
  notice:
    "ChatLink is an independent service and is not affiliated with, endorsed by or sponsored by WhatsApp LLC or Meta Platforms, Inc. WhatsApp is a trademark of WhatsApp LLC.",
};
