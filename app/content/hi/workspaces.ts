import { MAX_SHARED_WORKSPACES as MAX, WORKSPACE_NAME_MAX_LENGTH as NAME_MAX } from "#core/workspace-roles";
import type { Translated } from "../translated";
import type { WORKSPACES_COPY as EN } from "../workspaces";

export const WORKSPACES_COPY: Translated<typeof EN> = {
  title: "वर्कस्पेस",
  metaDescription: "अपने ChatLink वर्कस्पेस के बीच स्विच करें, नया बनाएँ, नाम बदलें या किसी को डिलीट करें।",
  intro:
    "हर वर्कस्पेस के अपने लिंक, आँकड़े, API कुंजियाँ और मेंबर होते हैं। आपका निजी वर्कस्पेस आपके अकाउंट के साथ बनता है और सिर्फ़ आपका है; किसी दुकान, टीम या क्लाइंट के लिए साझा वर्कस्पेस बनाएँ, उसमें लोगों को बुलाएँ, और यहाँ वर्कस्पेस बदलें।",
  current: "मौजूदा",
  members: "मेंबर और न्योते",
  personalNote: "आपका निजी वर्कस्पेस: सिर्फ़ आपका, आपके अकाउंट के साथ बना",
  open: "खोलें",
  opening: "खुल रहा है…",
  openFor: "{name} खोलें",
  yourRole: "आपका रोल: {role, select, owner {ओनर} admin {एडमिन} editor {एडिटर} viewer {व्यूअर} other {मेंबर}}",
  createTitle: "वर्कस्पेस बनाएँ",
  createDescription: `नया वर्कस्पेस खाली शुरू होता है और आप उसके ओनर होते हैं। निजी वर्कस्पेस के अलावा आप ${MAX} वर्कस्पेस में रह सकते हैं।`,
  nameLabel: "नाम",
  nameHint: `ज़्यादा से ज़्यादा ${NAME_MAX} अक्षर, जैसे “दुकान” या “सपोर्ट टीम”।`,
  nameMissing: "वर्कस्पेस को कोई नाम दें, जैसे “दुकान” या “सपोर्ट टीम”।",
  nameTooLong: `नाम ${NAME_MAX} अक्षरों तक ही रखें।`,
  createButton: "वर्कस्पेस बनाएँ",
  createPending: "बन रहा है…",
  tooMany: `आप पहले से ${MAX} साझा वर्कस्पेस में हैं: पहले किसी एक को डिलीट करें या छोड़ें।`,
  renameName: "{name} का नाम बदलें",
  renameButton: "नाम सेव करें",
  renamePending: "सेव हो रहा है…",
  renamed: "नाम सेव हो गया।",
  deleteTitle: "यह वर्कस्पेस डिलीट करें",
  deleteWarning:
    "इसके लिंक तुरंत काम करना बंद कर देते हैं (उनके छोटे URL पर Link Not Found दिखता है, छपे हुए QR कोड पर भी), और इसके क्लिक और API कुंजियाँ डिलीट हो जाती हैं। इसे वापस नहीं किया जा सकता।",
  deleteConfirmLabel: "पुष्टि के लिए “{name}” टाइप करें",
  deleteButton: "वर्कस्पेस डिलीट करें",
  deletePending: "डिलीट हो रहा है…",
  deleteMismatch: "डिलीट करने के लिए वर्कस्पेस का नाम ठीक वैसा ही टाइप करें जैसा दिख रहा है।",
  deleted: "वर्कस्पेस अपने लिंक और कुंजियों के साथ डिलीट हो गया।",
  notFound: "वह वर्कस्पेस अब आपका नहीं है। नीचे की सूची ताज़ा है।",
  ownersOnly: "सिर्फ़ वर्कस्पेस के ओनर ही उसका नाम बदल या उसे डिलीट कर सकते हैं।",
  personalStays: "आपका निजी वर्कस्पेस सिर्फ़ आपके अकाउंट के साथ डिलीट होता है (सेटिंग्स → अकाउंट डिलीट करें)।",
};
