import { SUPPORT_EMAIL } from "./site";
import type { LegalSection, PageMeta } from "./types";

export interface PrivacyContent {
  meta: PageMeta;
  intro: string;
  /**
   * Exactly 16 sections. This text describes what the software really stores:
   * keep it in step with the schema (links, hourly click counts, accounts) when
   * either changes.
   */
  sections: LegalSection[];
}

export const PRIVACY: PrivacyContent = {
  meta: {
    title: "Privacy Policy | ChatLink",
    description:
      "What ChatLink stores when you create or open a WhatsApp link: no raw IP addresses, no tracking cookies, no third-party trackers. Your rights.",
    keywords: [
      "ChatLink privacy policy",
      "WhatsApp link privacy",
      "no tracking link shortener",
      "GDPR",
      "data retention",
      "click analytics privacy",
    ],
  },
  intro:
    "This Privacy Policy explains exactly what ChatLink stores when you create a WhatsApp link, when someone opens one, and when you have an account, why we store it, how long we keep it, and the choices you have. We collect as little as we can: we do not store raw IP addresses, we set no tracking cookies, and we run no third-party analytics or advertising.",
  sections: [
    {
      heading: "Who We Are and What This Policy Covers",
      paragraphs: [
        'ChatLink ("we", "us") is a service that creates WhatsApp click-to-chat links, short URLs and QR codes. The operator of this ChatLink site is the controller of the personal data described here.',
        "This policy covers this website, the link generator (including the embeddable widget on other websites), the short links we serve, and ChatLink accounts. When a link sends someone to WhatsApp, WhatsApp's own privacy policy applies to what happens there.",
      ],
    },
    {
      heading: "Information Stored When You Create a Link",
      paragraphs: [
        "You can create a link without an account. We keep only what the link needs to work, plus one value that protects the service from abuse: a creator fingerprint. The fingerprint is a keyed hash (HMAC) of your IP address, made with a secret key that stays on our server. It lets us apply limits, such as how many links one address can create in a minute, and stop an address that abuses the service. Without that key it cannot be turned back into your IP address, and we do not use it for anything else. If an address is barred from creating links because of abuse, we keep its fingerprint and the reason on a block list. We never store the raw IP address.",
        "For each link we store only:",
      ],
      bullets: [
        "the destination phone number, as digits only",
        "the pre-filled message, if you wrote one",
        "the custom alias you chose, or the short code we generated",
        "when the link was created and last changed",
        "whether the link is active or has been removed, and the reason for a removal",
        "the creator fingerprint, used only for abuse limits",
        "if you are logged in, which account the link belongs to",
      ],
    },
    {
      heading: "Click Statistics",
      paragraphs: [
        "When someone opens a short link, we send them on to WhatsApp and add one to a set of counters for that link. We work out the visitor's country on our own server, from an IP-to-country database that we keep there (ip-location-db, built from the regional internet registries' data published by the NRO under CC BY 4.0), and then discard the address: the IP address is not stored, and no record is kept of an individual click or of who made it. The device, operating system and browser are read from the standard information every browser sends with a request.",
        "To count how many different people open a link each day without knowing who they are, we do what privacy-first analytics do: the visitor's IP address and browser description, together with the link's workspace, are turned into a keyed hash (SHA-256) with a random secret, the salt, that is new every day, and we keep 64 bits of it. The address itself is never stored. The same person gives the same hash only within one day (UTC), so days cannot be linked; each day's salt is kept in our database only while that day lasts and is deleted shortly after it ends, together with that day's hashes, which are replaced by a plain count. Link owners can also turn off the recording of referring sites, of devices and of countries for their workspace.",
        "Link owners can see the counts for their own links through their account. The counts cannot be used to identify a visitor. Clicks are stored only as counts per link, per hour, broken down by:",
      ],
      bullets: [
        "country",
        "device type (such as phone, tablet or computer)",
        "operating system",
        "browser",
        "the host name of the referring site (for example, example.com, never the full address of the page)",
        "the ?ref= word and the utm_source, utm_medium and utm_campaign tags the link owner put on the short link",
        "the number of different visitors per day, counted as described above",
        "whether the visitor looked like a bot or a link-preview crawler",
      ],
    },
    {
      heading: "Account Information",
      paragraphs: [
        "If you create an account, we use your email address to let you log in, to confirm that the address is yours, to reset your password when you ask, and to tell you about important changes to the service or to your account. We do not send marketing email.",
        "For your account we store:",
      ],
      bullets: [
        "your email address, and whether and when you confirmed it through the link we mailed to it",
        "a hash of your password made with scrypt, a deliberately slow one-way function; we never store or log the password itself",
        "your login sessions, so that you stay logged in",
        "your account settings, the workspaces you belong to and your role in each, and the links in them, each with who made it and who last changed it",
        "invitations you send: the invited email address, the role and the workspace, until the invitation is accepted or withdrawn or its week runs out (we keep only a hash of its link)",
      ],
    },
    {
      heading: "Payment Information",
      paragraphs: [
        "ChatLink is free to use. If we ever offer paid plans, payments will be handled by a third-party payment provider. Your card details will go directly to that provider and will not be stored on our servers; we will receive only what we need to manage your plan, such as the plan, its status and the date of payment. The provider's own privacy policy will apply to what it processes.",
      ],
    },
    {
      heading: "Cookies and Tracking",
      paragraphs: [
        "We set no tracking cookies. Using the generator or opening a one-number short link sets no cookie at all. There are two exceptions, each keeping only a choice: the language you choose with the language switcher (a cookie, chatlink_lang, one year, holds that choice and nothing else); and a business's team link set to keep each visitor with the same agent, which remembers which agent it sent you to (a cookie named chl_t and the link's number, 90 days, holding that agent's id and nothing about you). When we offer you the site in your browser's language, your browser's local storage notes that we did, so we ask only once.",
        "When you create a link without an account, the generator keeps a random claim token for it in your browser's local storage (not a cookie; at most the last 50 links). It never leaves your browser unless you sign in and choose to add those links to your account; clearing your browser's site data removes it, and the links then stay anonymous.",
        "The branded QR designer keeps each link's last colours and sizes in your browser's local storage too (never the logo; at most the last 50 links), so they are there next time. They never leave your browser.",
        "When you log in to an account, we set one session cookie that keeps you logged in. It is strictly necessary, is not readable by scripts on the page, and is removed when you log out or when the session ends.",
        "When you log in or sign up, we also set a device cookie that remembers that this browser has logged in to your account before, so that someone else typing wrong passwords for your account cannot lock you out of it. It holds a random number and a signature, not your email address; we store nothing about it on our server. It is strictly necessary for the security of your account, is not readable by scripts on the page, stays after you log out (that is its purpose), lasts one year, stops counting for your account as soon as your password changes, and is removed when you delete your account.",
        "We do not track you across other websites. There are no third-party analytics, advertising or social media scripts on ChatLink. Our pages make no requests to third parties: QR codes, country detection and country flags are all served by our own server, so opening ChatLink tells no one else that you visited.",
      ],
    },
    {
      heading: "Rate Limiting and Server Logs",
      paragraphs: [
        "To stop abuse, we count recent attempts: how many links an IP address has created in the last minute, how many times an account, an address or a browser has tried a wrong password in the last 15 minutes, and how many sign-ups, password-reset requests or confirmation emails an address or an email address has had in the last hour. An IPv6 address is counted with the rest of its network (its first 64 bits). Each counter is labelled with a keyed hash (SHA-256) of the address or email address, made with a secret key that stays on our server, never with the address itself. The counters are kept in memory, or in a shared Redis cache when the service runs on several servers, until their time window ends (one minute to one hour) and are then discarded. They are not written to our database.",
        "Our server writes technical logs, such as errors and service start and stop events, so that we can keep ChatLink running and fix problems. We use them only for that purpose, restrict access to them, and do not use them for analytics or advertising.",
      ],
    },
    {
      heading: "How We Use Information",
      paragraphs: ["We use the information described above only to:"],
      bullets: [
        "create your links and QR codes and send people who open them to the right WhatsApp chat",
        "show link owners the click statistics for their own links",
        "run your account, keep you logged in and respond when you contact us",
        "prevent spam, fraud and abuse, and enforce our Terms of Service",
        "keep the service secure, reliable and working well",
        "meet our legal obligations",
      ],
    },
    {
      heading: "How We Share Information",
      paragraphs: [
        "We do not sell personal data, and we do not share it with advertisers or data brokers.",
        "A link is meant to be shared: anyone who opens it is sent to WhatsApp with the phone number and the pre-filled message it contains. We share information otherwise only with companies that host and run our infrastructure on our behalf and under our instructions, with a payment provider if paid plans exist, and with authorities when the law requires it or when it is needed to protect people from harm, as described in our Terms of Service.",
        "If ChatLink is ever sold or merged with another organisation, the information may pass to the new owner, who will remain bound by this policy.",
      ],
    },
    {
      heading: "How Long We Keep Information",
      paragraphs: ["We keep information only as long as it is needed:"],
      bullets: [
        "links are kept until they are removed, by their owner or by us",
        "click counts are kept for the life of the link they belong to",
        "rate-limit counters are kept until their time window ends: one minute for link creation, 15 minutes for log-in attempts, one hour at most for anything else",
        "the device cookie stays in your browser for one year, or until you clear it; your login sessions end after 30 days, or when you log out",
        "password-reset links expire after one hour and are deleted when one is used or when your password or email address changes; email confirmation links expire after three days and are deleted when one is used (we keep only a hash of each link)",
        "when you delete your account, your personal data is deleted or anonymised within 30 days; in practice it happens at once: your email address, password, sessions, your personal workspace and the shared workspaces only you belong to, with their links and click counts, are deleted when you confirm; links you made in a workspace others share stay with that workspace, no longer naming you",
        "technical logs are kept only as long as needed to run and secure the service",
      ],
    },
    {
      heading: "Your Rights",
      paragraphs: [
        "Depending on where you live, and in particular under the GDPR if you are in the European Union or the United Kingdom, you have rights over your personal data.",
        `To use them, email ${SUPPORT_EMAIL}. We answer privacy inquiries within 30 days, and we may need to confirm that a link or account is yours before acting on a request.`,
        "Because we do not keep visitors' IP addresses or individual clicks, we usually hold no personal data about people who only opened a link. You can also complain to your local data protection authority. Your rights include the right to:",
      ],
      bullets: [
        "access the personal data we hold about you",
        "have inaccurate data corrected",
        "have your data deleted",
        "receive your data in a portable, machine-readable format",
        "object to, or ask us to restrict, how we use your data",
      ],
    },
    {
      heading: "International Data Transfers",
      paragraphs: [
        "ChatLink may be hosted in a country other than the one you live in, so your information may be processed outside your country, including outside the European Economic Area. When that happens, we protect it with the safeguards the law requires, such as standard contractual clauses approved by the European Commission, and we apply this policy wherever the information is processed.",
      ],
    },
    {
      heading: "Security",
      paragraphs: ["We protect the information we hold with measures that include:"],
      bullets: [
        "collecting as little as possible, so there is less to protect: no raw IP addresses and no record of individual clicks",
        "passwords stored only as scrypt hashes, and creator fingerprints made with a secret key",
        "session cookies that scripts cannot read",
        "short links that can only ever lead to WhatsApp, so they cannot be used to redirect people to harmful sites",
        "limits on how fast links can be created, and restricted access to our servers and data",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "ChatLink is not meant for children. You must be at least 13 years old to use it, or at least 16 if you live in the European Union or the European Economic Area. We do not knowingly collect personal data from children below these ages. If you believe a child has given us personal data, contact us and we will delete it.",
      ],
    },
    {
      heading: "Changes to This Policy",
      paragraphs: [
        'We may update this policy when the service or the law changes. We will change the "Last Updated" date at the top of this page, and for important changes we will give notice on the site or by email to account holders before they take effect.',
      ],
    },
    {
      heading: "Contact Us",
      paragraphs: [
        `For any question about this policy or your personal data, email us at ${SUPPORT_EMAIL}. We answer privacy inquiries within 30 days.`,
      ],
    },
  ],
};
