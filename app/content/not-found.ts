import type { PageMeta } from "./types";

export interface NotFoundContent {
  meta: PageMeta;
  /** English: the spec's exact words (content.test.ts); other languages say the same in theirs. */
  heading: string;
  body: string;
  reasonsHeading: string;
  /** Exactly 4: deleted by owner, removed for violating terms, typo, owner's account banned. */
  reasons: string[];
  about: { heading: string; body: string };
}

export const NOT_FOUND: NotFoundContent = {
  meta: {
    title: "Link Not Found | ChatLink",
    description:
      "The WhatsApp link you're looking for doesn't exist or has been removed. Check the address, or create your own free click-to-chat link with ChatLink.",
    keywords: [
      "link not found",
      "WhatsApp link not working",
      "broken short link",
      "ChatLink",
      "WhatsApp link generator",
    ],
  },
  heading: "Link Not Found",
  body: "The link you're looking for doesn't exist or has been removed.",
  reasonsHeading: "Why this might have happened",
  reasons: [
    "The link was deleted by its owner.",
    "The link was removed for violating our Terms of Service.",
    "There is a typo in the link. Letters can be upper or lower case, but every character has to be right.",
    "The account of the link's owner has been banned.",
  ],
  about: {
    heading: "About ChatLink",
    body: "ChatLink is a free WhatsApp link generator. Create click-to-chat links, short URLs and QR codes that open a conversation with your number in one tap, so nobody has to save your number first.",
  },
};
