import type { FORBIDDEN_COPY as EN } from "../forbidden";
import type { Translated } from "../translated";

export const FORBIDDEN_COPY: Translated<typeof EN> = {
  status: "त्रुटि 403",
  heading: "आपकी भूमिका में यह पेज शामिल नहीं है",
  roleName: "{role, select, owner {ओनर} admin {एडमिन} editor {एडिटर} viewer {व्यूअर} other {मेंबर}}",
  body: "इस पेज के लिए “{workspace}” में {needed} या उससे ऊँची भूमिका चाहिए, और वहाँ आपकी भूमिका {yours} है।",
  whoCanHelp: "“{workspace}” का कोई ओनर या एडमिन आपकी भूमिका बदल सकता है।",
  whoCanHelpNamed: "“{workspace}” का कोई ओनर या एडमिन आपकी भूमिका बदल सकता है: {helpers}।",
  ownersOnly: "सिर्फ़ “{workspace}” का कोई ओनर यह कर सकता है या आपको ओनर बना सकता है।",
  ownersOnlyNamed: "सिर्फ़ “{workspace}” का कोई ओनर यह कर सकता है या आपको ओनर बना सकता है: {helpers}।",
  backToLinks: "लिंक पर वापस जाएँ",
  members: "वर्कस्पेस के मेंबर देखें",
};
