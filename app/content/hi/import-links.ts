import type { IMPORT_COPY as EN } from "../import-links";
import type { Translated } from "../translated";

export const IMPORT_COPY: Translated<typeof EN> = {
  title: "लिंक इम्पोर्ट और एक्सपोर्ट करें",
  metaDescription: "CSV फ़ाइल से अपने WhatsApp लिंक लाएँ, या अपने सारे लिंक डाउनलोड करें।",
  exportTitle: "एक्सपोर्ट",
  workspaceLine: "वर्कस्पेस “{workspace}” में।",
  exportDescription:
    "वर्कस्पेस “{workspace}” का हर लिंक एक CSV फ़ाइल में: कोड, छोटा URL, नंबर (देश कोड के साथ), मैसेज, बनने की तारीख और लोगों के क्लिक। आपके दूसरे वर्कस्पेस के लिंक इसमें नहीं हैं।",
  exportLink: "“{workspace}” के लिंक डाउनलोड करें (CSV)",
  importTitle: "इम्पोर्ट",
  importDescription:
    "हेडर पंक्ति वाली CSV फ़ाइल: एक phone कॉलम (या wa.me या api.whatsapp.com लिंक वाला url, target या long_url), और चाहें तो message, alias और created। Bitly, Shlink, YOURLS और Kutt के एक्सपोर्ट वैसे ही चलते हैं, और हमारे भी। कॉमा, सेमीकोलन या टैब; ज़्यादा से ज़्यादा 2 MB। हर पंक्ति अलग से बनती या ठुकराई जाती है, और वही फ़ाइल दोबारा इम्पोर्ट करने पर कुछ नया नहीं बनता।",
  fileLabel: "CSV फ़ाइल",
  countryLabel: "बिना देश कोड वाले नंबरों का देश (वैकल्पिक)",
  countryHint: "दो अक्षर, जैसे IN या US। फ़ाइल में country कॉलम हो तो उसकी पंक्ति के लिए वही माना जाता है।",
  submit: "लिंक इम्पोर्ट करें",
  pending: "इम्पोर्ट हो रहा है…",
  preview: "पूर्वावलोकन",
  previewPending: "जाँच हो रही है…",
  resultTitle: "इम्पोर्ट रिपोर्ट",
  importCounts: { imported: "बने", skipped: "पहले से मौजूद", refused: "ठुकराए गए" },
  previewTitle: "पूर्वावलोकन",
  previewNothingYet: "अभी कुछ इम्पोर्ट नहीं हुआ। यह फ़ाइल अभी इम्पोर्ट करने पर:",
  previewCounts: { imported: "बनेंगे", skipped: "पहले से मौजूद", refused: "ठुकराए जाएँगे" },
  previewNext: "यह फ़ाइल इम्पोर्ट करने के लिए, इसे चुने रखकर नीचे लिंक इम्पोर्ट करें दबाएँ।",
  firstRowsTitle: "पहली पंक्तियाँ",
  numberHeading: "नंबर",
  messageHeading: "मैसेज",
  aliasHeading: "उपनाम",
  outcomeHeading: "नतीजा",
  newCode: "नया कोड",
  outcomes: { create: "नया लिंक", exists: "पहले से मौजूद" },
  refusedTitle: "ठुकराई गई पंक्तियाँ",
  reportLink: "रिपोर्ट डाउनलोड करें (CSV)",
  moreRefused: "सिर्फ़ पहली ठुकराई गई पंक्तियाँ दिखाई गई हैं; ऊपर की गिनती में सब शामिल हैं।",
  progressLabel: "इम्पोर्ट की प्रगति",
  progressSending: "आपकी फ़ाइल भेजी जा रही है…",
  progressReading: "आपकी फ़ाइल पढ़ी जा रही है…",
  progressCount: "लगभग {about, number} में से {read, number} पंक्तियाँ पढ़ी गईं",
  recentTitle: "हाल के इम्पोर्ट",
  importRunning: "अभी इम्पोर्ट हो रहा है: अब तक {counts}।",
  importStopped: "फ़ाइल खत्म होने से पहले रुक गया: {counts}।",
  importUndone:
    "{links, plural, one {वापस लिया गया: इसका # लिंक मिटा दिया गया।} other {वापस लिया गया: इसके # लिंक मिटा दिए गए।}}",
  undo: "यह इम्पोर्ट वापस लें…",
  undoQuestion:
    "{links, plural, one {इस इम्पोर्ट से बना # लिंक उसके क्लिक के साथ मिटाएँ? उसका छोटा लिंक तुरंत काम करना बंद कर देगा।} other {इस इम्पोर्ट से बने # लिंक उनके क्लिक के साथ मिटाएँ? उनके छोटे लिंक तुरंत काम करना बंद कर देंगे।}} जो लिंक पहले से थे वे बने रहेंगे। इसे पलटा नहीं जा सकता।",
  undoConfirm: "{links, plural, other {# लिंक मिटाएँ}}",
  undoing: "मिटाया जा रहा है…",
  undoDone: "{links, plural, other {इम्पोर्ट वापस लिया गया: # लिंक मिटाए गए।}}",
  undoGone: "वह इम्पोर्ट पहले ही वापस लिया जा चुका है, या अभी चल रहा है।",
  lineHeading: "पंक्ति",
  codeHeading: "समस्या",
  errors: {
    busy: "सर्वर पर अभी दूसरे इम्पोर्ट चल रहे हैं। {seconds} सेकंड बाद फिर कोशिश करें: कुछ भी इम्पोर्ट नहीं हुआ।",
    noFile: "हेडर पंक्ति वाली CSV फ़ाइल चुनें।",
    tooBig: "फ़ाइल {maxMb} MB से बड़ी है: इसे बाँट दें, या सर्वर चलाने वाले से इम्पोर्ट करने को कहें।",
    badCountry: "देश दो अक्षरों में लिखें, जैसे IN या US, या खाली छोड़ दें।",
    tooOften:
      "{minutes, plural, one {आपने इस घंटे बहुत सारी फ़ाइलें इम्पोर्ट या पूर्वावलोकन की हैं। # मिनट बाद फिर कोशिश करें।} other {आपने इस घंटे बहुत सारी फ़ाइलें इम्पोर्ट या पूर्वावलोकन की हैं। # मिनट बाद फिर कोशिश करें।}}",
  },
  rowErrors: {
    row_too_long: "यह पंक्ति किसी भी लिंक के फ़ील्ड से लंबी है (1 MiB); इसे पढ़ा नहीं गया।",
    invalid_date:
      "बनाने की तारीख़ 2000 से आज तक की कोई तारीख़ नहीं है (2026-03-01, 2026-03-01T10:00:00Z या Unix सेकंड लिखें)।",
    alias_taken: "यह उपनाम पहले से किसी दूसरे लिंक का है (छोटे-बड़े अक्षरों से फ़र्क नहीं पड़ता)।",
    creation_limit:
      "इम्पोर्ट के लिए खाते की हर घंटे की लिंक सीमा पार हो गई: बाकी जोड़ने के लिए यही फ़ाइल बाद में फिर इम्पोर्ट करें।",
  },
};
