import type { DASHBOARD as EN_DASHBOARD } from "../dashboard";
import type { Translated } from "../translated";

/** The dashboard's link pages in Hindi; words as the site uses them (छोटा लिंक, वर्कस्पेस, एडिट). */
export const DASHBOARD: Translated<typeof EN_DASHBOARD> = {
  listTitle: "आपके लिंक",
  sharedListTitle: "{workspace}: लिंक",
  roleLine:
    "साझा वर्कस्पेस · आपका रोल: {role, select, owner {ओनर} admin {एडमिन} editor {एडिटर} viewer {व्यूअर} other {मेंबर}}",
  members: "मेंबर",
  viewerOnly:
    "व्यूअर लिंक और उनके आंकड़े देख सकते हैं, पर उन्हें बदल नहीं सकते। एडिटर का रोल पाने के लिए किसी ओनर या एडमिन से कहें।",
  viewerEmptyBody: "इस वर्कस्पेस में अभी तक किसी ने लिंक नहीं बनाया है। एडिटर, एडमिन और ओनर लिंक बना सकते हैं।",
  newLink: "नया लिंक",
  importExport: "इम्पोर्ट या एक्सपोर्ट",
  searchLabel: "लिंक खोजें",
  searchPlaceholder: "कोड, कस्टम नाम, नंबर या मैसेज",
  searchButton: "खोजें",
  clearSearch: "खोज हटाएं",
  // Hindi's "लिंक" does not change with the count; both plural forms are kept for ICU.
  linkCount: "{count, plural, one {# लिंक} other {# लिंक}}",
  matchCount: "“{search}” से {count, plural, =0 {कोई लिंक नहीं मिला} one {# लिंक मिला} other {# लिंक मिले}}",
  emptyHeading: "अभी तक कोई लिंक नहीं",
  emptyBody: "अपना पहला WhatsApp छोटा लिंक बनाएं: एक नंबर, चाहें तो एक मैसेज, और आपका अपना कस्टम लिंक।",
  emptyAction: "अपना पहला लिंक बनाएं",
  noMatchHeading: "आपकी खोज से कोई लिंक नहीं मिला",
  noMatchBody: "कोड का कुछ हिस्सा, नंबर के कुछ अंक, या मैसेज का कोई शब्द डालकर देखें।",

  shortUrl: "छोटा लिंक",
  destination: "किससे चैट खुलती है",
  noMessage: "कोई मैसेज नहीं",
  created: "कब बना",
  clicks: "क्लिक",
  removed: "हटाया गया",
  removedHint: "शर्तें तोड़ने की वजह से यह लिंक हटा दिया गया है, और अब इस पर “लिंक नहीं मिला” दिखता है।",
  copy: "कॉपी करें",
  copied: "कॉपी हो गया!",
  actionsName: "{code} के विकल्प",
  edit: "एडिट करें",
  analytics: "आंकड़े",
  qr: "QR कोड",
  chatButton: "चैट बटन",
  chatButtonUnavailable: "चैट बटन पेज उपलब्ध नहीं है",
  delete: "डिलीट करें",
  deleteQuestion: "यह लिंक डिलीट करें? इसका छोटा URL काम करना बंद कर देगा और इसके क्लिक के आंकड़े भी डिलीट हो जाएंगे।",
  deleteConfirm: "लिंक डिलीट करें",
  deleting: "डिलीट हो रहा है...",
  deleteCancel: "रहने दें",
  alreadyGone: "यह लिंक पहले ही डिलीट हो चुका है, या इस वर्कस्पेस में नहीं है। नीचे की लिस्ट अपडेटेड है।",
  deleted: "{code} डिलीट हो गया। इसके छोटे URL पर अब “लिंक नहीं मिला” दिखता है।",
  forLink: " {code}",

  numberMark: "इस नंबर पर WhatsApp मैसेज नहीं आ सकते।",
  numberMarkSuggestion: "इस नंबर पर WhatsApp मैसेज नहीं आ सकते: क्या आपका मतलब {suggestion} था?",
  numberReasons: {
    not_digits: "यह नंबर अंकों में नहीं लिखा है।",
    too_long: "यह नंबर {length, number} अक्षरों का है; किसी भी फ़ोन नंबर में 15 से ज़्यादा अंक नहीं होते।",
    trunk_prefix:
      "+{callingCode} के बाद का {dropped} सिर्फ़ देश के अंदर कॉल करने पर लगाया जाता है; WhatsApp को यह नंबर उसके बिना चाहिए।",
    national_form:
      "यह नंबर देश के अंदर ऐसे डायल होता है (+{callingCode}); WhatsApp को यह वैसे चाहिए जैसे विदेश से डायल होता है।",
    international_prefix:
      "{prefix} अंतरराष्ट्रीय कॉल का प्रीफ़िक्स है, नंबर का हिस्सा नहीं: WhatsApp को पहले देश का कोड चाहिए।",
    country_code_twice: "देश का कोड +{callingCode} दो बार लिखा है।",
  },
  numberFix: "{phone} इस्तेमाल करें",
  numberFixing: "सेव हो रहा है...",
  numberFixKeeps: "छोटा URL और QR कोड वही रहेंगे।",
  numberEdit: "नंबर एडिट करें",
  numberFixed: "ठीक हो गया: {code} अब {phone} के साथ चैट खोलता है। इसका छोटा URL और QR कोड वही रहेंगे।",
  numberChanged: "यह पेज खुलने के बाद {code} का नंबर बदल गया, इसलिए कुछ भी सेव नहीं हुआ। नीचे की लिस्ट अपडेटेड है।",

  pagination: "पेज",
  previous: "पिछला",
  next: "अगला",
  pageOf: "{count, number} में से पेज {page, number}",

  // Whole sentences per branch: the verb and "उसे/उन्हें" follow the count.
  claimHeading:
    "{count, plural, one {साइन इन करने से पहले आपने इस ब्राउज़र में # लिंक बनाया था — उसे अपने अकाउंट में जोड़ें} other {साइन इन करने से पहले आपने इस ब्राउज़र में # लिंक बनाए थे — उन्हें अपने अकाउंट में जोड़ें}}",
  claimBody: "छोटे URL और क्लिक जैसे हैं वैसे ही रहेंगे; इसके बाद आप उन्हें यहीं से एडिट या डिलीट कर सकते हैं।",
  claimButton: "मेरे अकाउंट में जोड़ें",
  claiming: "जोड़ रहे हैं...",
  claimDismiss: "अभी नहीं",
  claimed:
    "{count, plural, =0 {ये लिंक नहीं जोड़े जा सके: वे पहले से किसी अकाउंट में हैं या डिलीट हो चुके हैं।} one {# लिंक आपके अकाउंट में जोड़ा गया।} other {# लिंक आपके अकाउंट में जोड़े गए।}}",

  createTitle: "नया लिंक",
  createIntro:
    "एक छोटा लिंक और QR कोड, जो आपके नंबर के साथ, या आपकी टीम में उस समय उपलब्ध व्यक्ति के साथ WhatsApp चैट खोलते हैं।",
  createButton: "लिंक बनाएं",
  creating: "बन रहा है...",
  backToLinks: "अपने लिंक पर वापस जाएं",

  editTitle: "लिंक एडिट करें",
  editIntro: "नंबर या मैसेज बदलें। छोटा URL वही रहता है, इसलिए प्रिंट किए गए QR कोड चलते रहेंगे।",
  urlStays: "छोटा URL (बदलेगा नहीं)",
  historyCreated: "{date} को बनाया गया।",
  historyCreatedBy: "{date} को {by} ने बनाया।",
  historyChanged: "आखिरी बदलाव {date} को।",
  historyChangedBy: "आखिरी बदलाव {date} को {by} ने किया।",
  historyYou: "आप",
  saveButton: "बदलाव सेव करें",
  saving: "सेव हो रहा है...",
  saved: "सेव हो गया। छोटा लिंक अब नए नंबर और मैसेज के साथ चैट खोलता है।",
  notFoundHeading: "लिंक नहीं मिला",
  notFoundBody: "यह लिंक मौजूद नहीं है या आपके अकाउंट में नहीं है।",
  errorStatus: "एरर {status}",

  qrTitle: "ब्रांडेड QR कोड",
  qrMetaTitle: "{code} का QR कोड",
  qrIntro:
    "{shortUrl} के QR कोड पर आपके रंग और लोगो। यह ब्राउज़र इस लिंक के लिए आखिरी बार चुने गए रंग और साइज़ याद रखता है; लोगो हर बार दोबारा चुनें।",
  qrUnavailable: "QR कोड उपलब्ध नहीं हैं",
  tryAgain: "कुछ गड़बड़ हो गई। थोड़ी देर में फिर से कोशिश करें।",
};
