import { MAX_PENDING_INVITATIONS as MAX } from "#core/limits";
import type { MEMBERS_COPY as EN, INVITATION_COPY as EN_INVITATION } from "../members";
import type { Translated } from "../translated";

export const MEMBERS_COPY: Translated<typeof EN> = {
  title: "मेंबर",
  heading: "{workspace} के मेंबर",
  metaDescription: "लोगों को ChatLink वर्कस्पेस में बुलाएँ, उनके रोल बदलें या उन्हें हटाएँ।",
  intro:
    "व्यूअर लिंक, आँकड़े और QR कोड देखते हैं। एडिटर लिंक बना, बदल और डिलीट भी कर सकते हैं। एडमिन इंपोर्ट-एक्सपोर्ट भी करते हैं और API कुंजियाँ व मेंबर मैनेज करते हैं। ओनर वर्कस्पेस का नाम भी बदल सकते हैं या उसे डिलीट कर सकते हैं।",
  personal: "आपका निजी वर्कस्पेस सिर्फ़ आपका है। दूसरों के साथ काम करने के लिए एक साझा वर्कस्पेस बनाएँ और उन्हें उसमें बुलाएँ।",
  toWorkspaces: "अपने वर्कस्पेस पर जाएँ",
  you: "(आप)",
  role: "रोल",
  roleName: "{role, select, owner {ओनर} admin {एडमिन} editor {एडिटर} viewer {व्यूअर} other {मेंबर}}",
  roleFor: "{email} का रोल",
  saveRole: "रोल सेव करें",
  savingRole: "सेव हो रहा है…",
  remove: "हटाएँ",
  removing: "हटाया जा रहा है…",
  leaving: "छोड़ रहे हैं…",
  removeFor: "{email} को हटाएँ",
  leave: "यह वर्कस्पेस छोड़ें",
  joined: "जुड़े",
  membersTitle: "इस वर्कस्पेस के लोग",
  inviteTitle: "किसी को बुलाएँ",
  inviteDescription:
    "हम उन्हें एक लिंक ईमेल करते हैं जो सात दिन चलता है। वे इसे इसी पते वाले, पुष्टि किए हुए ChatLink अकाउंट से स्वीकार करते हैं; अकाउंट न हो तो रास्ते में बना सकते हैं।",
  emailLabel: "ईमेल पता",
  inviteButton: "न्योता भेजें",
  inviting: "भेजा जा रहा है…",
  inviteDescriptionWithoutMail:
    "यह साइट ईमेल नहीं भेजती, इसलिए नीचे से न्योते का लिंक कॉपी करके खुद भेजें (जैसे WhatsApp पर)। यह सात दिन चलता है, इसी पते वाले पुष्टि किए हुए ChatLink अकाउंट के लिए; अकाउंट न हो तो वे रास्ते में बना सकते हैं।",
  invited: "{email} को न्योता भेज दिया गया। आप नीचे से उसका लिंक भी कॉपी कर सकते हैं।",
  invitedWithoutMail: "{email} के लिए न्योता बन गया। यह साइट ईमेल नहीं भेजती: नीचे से उसका लिंक कॉपी करके उन्हें भेजें।",
  linkLabel: "न्योते का लिंक",
  copyLink: "लिंक कॉपी करें",
  copyLinkFor: "{email} के न्योते का लिंक कॉपी करें",
  copied: "कॉपी हो गया!",
  pendingTitle: "बाकी न्योते",
  pendingEmpty: "कोई न्योता बाकी नहीं।",
  expires: "खत्म होगा",
  invitedBy: "{email} ने बुलाया",
  cancel: "वापस लें",
  cancelling: "वापस लिया जा रहा है…",
  cancelFor: "{email} का न्योता वापस लें",
  cancelled: "न्योता वापस ले लिया गया: उसका लिंक अब काम नहीं करता।",
  roleSaved: "रोल सेव हो गया।",
  removed: "हटा दिया गया। उनका ऐक्सेस तुरंत बंद हो गया।",
  left: "आपने वर्कस्पेस छोड़ दिया।",
  errors: {
    not_found: "वह व्यक्ति या न्योता अब इस वर्कस्पेस में नहीं है। पेज ताज़ा है।",
    forbidden: "आपका रोल इसकी इजाज़त नहीं देता।",
    last_owner: "वर्कस्पेस में एक ओनर होना ज़रूरी है: पहले किसी और को ओनर बनाएँ।",
    personal: "आपका निजी वर्कस्पेस सिर्फ़ आपका है।",
    unverified: "पहले अपना ईमेल पता कन्फ़र्म करें (पेज के ऊपर दिया रिमाइंडर देखें)।",
    invalid_email: "ईमेल पता डालें, जैसे name@example.com।",
    role_too_high: "आप ज़्यादा से ज़्यादा अपना ही रोल दे सकते हैं।",
    already_member: "यह पता पहले से मेंबर है।",
    too_many_invitations: `इस वर्कस्पेस के ${MAX} न्योते बाकी हैं: पहले कुछ वापस लें।`,
    limited: "आपने इस घंटे बहुत न्योते भेजे हैं। बाद में फिर कोशिश करें।",
  },
};

export const INVITATION_COPY: Translated<typeof EN_INVITATION> = {
  summary:
    "{inviter} ने आपको “{workspace}” में {role, select, owner {ओनर} admin {एडमिन} editor {एडिटर} viewer {व्यूअर} other {मेंबर}} के तौर पर बुलाया है।",
  summaryNoInviter:
    "किसी ने आपको “{workspace}” में {role, select, owner {ओनर} admin {एडमिन} editor {एडिटर} viewer {व्यूअर} other {मेंबर}} के तौर पर बुलाया है।",
  waitingTitle: "{count, plural, one {एक न्योता आपका इंतज़ार कर रहा है} other {# न्योते आपका इंतज़ार कर रहे हैं}}",
  join: "जुड़ें",
  joinNamed: "“{workspace}” से जुड़ें",
  accepting: "जुड़ रहे हैं…",
};
