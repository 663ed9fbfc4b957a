import { ALIAS_MAX_LENGTH, ALIAS_MIN_LENGTH, CUSTOM_DOMAIN_ALIAS_MIN_LENGTH } from "#core/limits";
import type { GeneratorCopy } from "../generator";
import type { Translated } from "../translated";

/**
 * Every word the generator shows, in Hindi (ICU MessageFormat where a value goes in). Button names
 * are the Hindi the rest of the site uses for them: "लिंक बनाएं" (Generate Link), "लिंक कॉपी करें".
 */
export const GENERATOR_COPY: Translated<GeneratorCopy> = {
  pageTitle: "अपना WhatsApp लिंक बनाएं",
  pageIntro: "एक छोटा लिंक और QR कोड, जो आपके नंबर के साथ चैट खोलते हैं। फ्री, बिना साइन अप।",
  embedTitle: "WhatsApp लिंक जनरेटर",
  formName: "लिंक की जानकारी",
  optional: "वैकल्पिक",

  phoneLabel: "फ़ोन नंबर",
  phonePlaceholder: "+91 98765 43210",
  detecting: "आपका देश पहचाना जा रहा है...",
  phoneNoCountry: "+ और देश के कोड से शुरू करें, जैसे +91, +1 या +44।",
  phoneEmpty: "देश का कोड भी डालें, जैसे +91, +1 या +44।",
  linkNumberTaken: "हमने WhatsApp लिंक से नंबर ले लिया।",
  linkNumberAndMessageTaken: "हमने WhatsApp लिंक से नंबर और मैसेज ले लिए।",
  linkMessageKept: "हमने WhatsApp लिंक से नंबर ले लिया और आपका लिखा मैसेज वैसे ही रखा।",
  chooseCountry: "देश चुनें",
  countryPrefix: "देश: ",
  searchCountries: "देश खोजें",
  searchCountriesPlaceholder: "नाम या कोड, जैसे +91",
  countries: "देश",
  anyCountry: "कोई भी देश (नंबर का + कोड तय करेगा)",
  noCountry: "कोई देश नहीं मिला।",

  aliasLabel: "कस्टम नाम (alias)",
  aliasPlaceholder: "sharma-store",
  aliasHint: `${ALIAS_MIN_LENGTH}–${ALIAS_MAX_LENGTH} अंग्रेज़ी अक्षर, अंक, _ या -। रैंडम कोड के लिए खाली छोड़ दें।`,
  aliasHintOwnDomain: `आपके अपने डोमेन पर: ${CUSTOM_DOMAIN_ALIAS_MIN_LENGTH}–${ALIAS_MAX_LENGTH} अंग्रेज़ी अक्षर, अंक, _ या -। रैंडम कोड के लिए खाली छोड़ दें।`,
  aliasRespelled: "आपका नाम {alias} है: लिंक में {chars} को सादे अंग्रेज़ी अक्षरों में लिखा जाता है।",
  aliasLeftOut: "आपके नाम से हटाए गए: {chars}।",
  aliasRefusedHint: "इसे हटाएं, या रैंडम कोड के लिए यह फ़ील्ड खाली छोड़ दें।",

  messageLabel: "कस्टम मैसेज",
  messagePlaceholder: "नमस्ते! मुझे इसके बारे में और जानना है…",
  messageHint:
    "चैट इसी टेक्स्ट के साथ खुलती है; *bold*, _italic_, ~strike~ और ```code``` WhatsApp की तरह ही काम करते हैं।",
  bold: "बोल्ड",
  italic: "इटैलिक",
  strikethrough: "स्ट्राइकथ्रू",
  monospace: "मोनोस्पेस",
  opensChat: "{number} से चैट खुलेगी",
  /** What the server changed in a typed number (/api/phone corrections, by code), said in this language. */
  phoneCorrections: {
    digits_converted: "हमने अंकों को {digits} के रूप में पढ़ा।",
    international_prefix: "हमने {prefix} को अंतरराष्ट्रीय कॉल प्रीफ़िक्स के रूप में पढ़ा।",
    missing_plus: "हमने इसे अंतरराष्ट्रीय नंबर के रूप में पढ़ा: {number}।",
    country_added:
      "{form, select, trunk {हमने {country} के लिए +{callingCode} जोड़ा और शुरू का {dropped} हटाया।} rewritten {हमने {country} के लिए +{callingCode} जोड़ा और नंबर को वैसे लिखा जैसे विदेश से डायल किया जाता है: {number}।} other {हमने {country} के लिए +{callingCode} जोड़ा।}}",
    national_rewritten: "हमने नंबर को वैसे लिखा जैसे विदेश से डायल किया जाता है: {number}।",
    trunk_prefix_removed: "हमने +{callingCode} के बाद का {dropped} हटाया।",
  },
  /** Accepted numbers worth a look (/api/phone warnings, by code). */
  phoneWarnings: {
    non_geographic: "यह नंबर किसी देश का नहीं है: जाँच लें कि उस पर WhatsApp है।",
    unknown_range:
      "{place, select, country {{number} उस सीमा में नहीं है जिसे {country} के नंबर इस्तेमाल करते हैं: अंक जाँच लें।} other {{number} उस सीमा में नहीं है जिसे नंबर इस्तेमाल करते हैं: अंक जाँच लें।}}",
    fixed_line:
      "यह लैंडलाइन लगता है: लिंक तभी काम करेगा जब नंबर पर WhatsApp हो (WhatsApp Business लैंडलाइन पर चलता है)।",
    special_number:
      "{kind, select, toll_free {यह टोल-फ़्री नंबर लगता है} premium_rate {यह प्रीमियम रेट नंबर लगता है} shared_cost {यह साझा-शुल्क नंबर लगता है} voip {यह VoIP नंबर लगता है} other {यह कोई विशेष नंबर लगता है}}: जाँच लें कि उस पर WhatsApp है।",
  },
  formattingGroup: "टेक्स्ट फ़ॉर्मैटिंग",
  previewCaption: "मैसेज का प्रीव्यू",

  generate: "लिंक बनाएं",
  generating: "बन रहा है...",

  placeholder: "आपका लिंक यहां दिखेगा",
  resultHeading: "आपका लिंक तैयार है",
  staleHeading: "पुराना लिंक",
  staleNote:
    "यह लिंक बनने के बाद आपने जानकारी बदल दी है: यह अब भी पुरानी चैट खोलता है। नए लिंक के लिए ‘लिंक बनाएं’ दबाएं।",
  repeatedNote: "जानकारी पहले जैसी ही है: यह वही लिंक है जो आप पहले बना चुके हैं।",
  copyRefused: "आपके ब्राउज़र ने कॉपी करने से रोक दिया। लिंक सेलेक्ट हो गया है: कॉपी करने के लिए Ctrl+C (Mac पर ⌘C) दबाएं।",
  qrAlt: "{shortUrl} का QR कोड",
  copy: "लिंक कॉपी करें",
  copied: "कॉपी हो गया!",
  copiedAnnouncement: "लिंक क्लिपबोर्ड पर कॉपी हो गया",
  open: "WhatsApp में खोलें",
  downloadPng: "PNG डाउनलोड करें",
  downloadSvg: "SVG डाउनलोड करें",
  // Hindi's "कैरेक्टर" does not change with the count; both plural forms are kept for ICU.
  tooLong:
    "{excess, plural, one {# कैरेक्टर} other {# कैरेक्टर}} हटाएं: मैसेज में ज़्यादा से ज़्यादा {limit, number} कैरेक्टर हो सकते हैं।",
};
