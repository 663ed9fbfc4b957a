import type { SiteContent } from "../site";

export const SITE: SiteContent = {
  name: "ChatLink",
  tagline: "फ्री WhatsApp क्लिक-टू-चैट लिंक, छोटे URL और QR कोड।",
  defaultMeta: {
    title: "ChatLink - QR कोड के साथ फ्री WhatsApp लिंक जनरेटर",
    description:
      "कुछ ही सेकंड में फ्री WhatsApp क्लिक-टू-चैट लिंक, छोटे URL और QR कोड बनाएं। ग्राहक आपका नंबर सेव किए बिना, एक टैप में आपको मैसेज कर सकते हैं।",
    keywords: [
      "WhatsApp लिंक जनरेटर",
      "WhatsApp link generator",
      "व्हाट्सएप लिंक कैसे बनाएं",
      "क्लिक टू चैट",
      "wa.me लिंक",
      "WhatsApp QR कोड",
      "WhatsApp शॉर्ट लिंक",
      "फ्री WhatsApp लिंक",
    ],
  },
  footerBlurb:
    "ChatLink किसी भी WhatsApp नंबर को एक छोटे क्लिक-टू-चैट लिंक और QR कोड में बदल देता है, ताकि लोग आपका नंबर सेव किए बिना एक टैप में आपको मैसेज कर सकें।",
  trademarkNotice:
    "WhatsApp, WhatsApp LLC का ट्रेडमार्क है। ChatLink एक स्वतंत्र सर्विस है, जो WhatsApp या Meta से जुड़ी नहीं है।",
};
