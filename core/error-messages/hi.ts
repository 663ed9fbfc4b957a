import type { ErrorDetails, ErrorMessages, GeneratorMessages } from "./types";

/** Hindi in Devanagari, addressing the reader as "आप"; brand and protocol names stay in Latin letters. */

const MESSAGE_TOO_LONG = "संदेश बहुत लंबा है: इसे 1,000 वर्णों या उससे कम रखें।";

export const ERRORS: ErrorMessages = {
  invalid_request: "अनुरोध पढ़ा नहीं जा सका। फ़ोन नंबर या WhatsApp लिंक के साथ JSON भेजें।",
  invalid_input:
    "अनुरोध में ऐसा वर्ण है जिसका इस्तेमाल नहीं किया जा सकता: NUL या कोई दूसरा कंट्रोल वर्ण (टैब और नई पंक्ति चल सकते हैं), या कोई टूटा हुआ वर्ण (अकेला surrogate)।",
  invalid_phone: "देश कोड के साथ पूरा WhatsApp नंबर डालें, जैसे +44 7911 123456।",
  invalid_alias: "कस्टम उपनाम में सिर्फ़ अक्षर, अंक, _ और - हो सकते हैं, और इसकी लंबाई 5 से 50 वर्ण होनी चाहिए।",
  alias_reserved: "यह उपनाम साइट खुद इस्तेमाल करती है। कृपया कोई दूसरा उपनाम चुनें।",
  alias_taken: "यह उपनाम उपलब्ध नहीं है। कृपया कोई दूसरा उपनाम चुनें।",
  invalid_url: "सिर्फ़ WhatsApp चैट लिंक (https://wa.me/… या api.whatsapp.com/send) छोटे किए जा सकते हैं।",
  message_too_long: MESSAGE_TOO_LONG,
  rate_limited: "आपके IP पते से बहुत ज़्यादा लिंक बनाए गए हैं। कृपया एक मिनट रुककर फिर से कोशिश करें।",
  creator_banned: "शर्तों का उल्लंघन करने की वजह से आपके IP पते से लिंक बनाने पर रोक लगा दी गई है।",
  unauthorized: "मान्य API कुंजी भेजें: Authorization: Bearer <key>।",
  forbidden: "यह कुंजी सिर्फ़ पढ़ सकती है: write स्कोप वाली कुंजी बनाएँ।",
  idempotency_in_progress:
    "इस Idempotency-Key वाले अनुरोध का जवाब अभी दिया जा रहा है: थोड़ी देर में फिर से कोशिश करें।",
  idempotency_conflict:
    "यह Idempotency-Key किसी दूसरी बॉडी के साथ इस्तेमाल हो चुकी है: नए लिंक के लिए नई कुंजी इस्तेमाल करें।",
  payload_too_large: "अनुरोध बहुत बड़ा है।",
  invalid_qr_size: "QR के लिए 64x64 से 2048x2048 पिक्सेल के बीच का वर्गाकार साइज़ चुनें, जैसे 300x300।",
  invalid_qr_data: "QR कोड के लिए `data` में टेक्स्ट चाहिए, ज़्यादा से ज़्यादा 2,048 वर्ण।",
  invalid_qr_format: "QR इमेज png या svg में मिलती हैं।",
  qr_too_small: "यह QR कोड स्कैन करने के लिए बहुत छोटा होगा: बड़ा साइज़ चुनें।",
  country_unknown: "हम आपके IP पते से आपके देश का पता नहीं लगा सके।",
  agent_not_found: "इस वर्कस्पेस में इस id का कोई एजेंट नहीं है।",
  too_many_agents: "इस वर्कस्पेस में जितने एजेंट हो सकते हैं (200), उतने पहले से हैं: नया एजेंट जोड़ने से पहले किसी एक को हटाएँ।",
  invalid_hours:
    'कामकाज के घंटे इस तरह लिखें: {"timeZone": "Europe/London", "weekly": {"mon": [["09:00", "17:30"]]}, "closedDates": ["2026-12-25"]}।',
  invalid_agents: "टीम लिंक में इस वर्कस्पेस के 1 से 20 अलग-अलग एजेंट होते हैं, जिन्हें उनकी id से चुना जाता है।",
  agent_in_use: "यह एजेंट एक टीम लिंक का अकेला एजेंट है: पहले उस लिंक में कोई दूसरा एजेंट जोड़ें, या लिंक हटा दें।",
  phone_or_agents: 'लिंक या तो एक नंबर ("phone" या "url") पर जाता है या एक टीम ("agents") पर, दोनों पर कभी नहीं।',
  team_link_needs_workspace: "टीम लिंक किसी वर्कस्पेस के होते हैं: साइन इन करें, या कुंजी के साथ REST API इस्तेमाल करें।",
  invalid_language: "भाषा को en, pt-BR या ar जैसे टैग से बताएँ (अधिकतम 35 अक्षर)।",
  not_found: "इस पते पर कुछ नहीं है।",
  method_not_allowed: "यह पता इस मेथड को स्वीकार नहीं करता।",
  unavailable: "सेवा कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।",
  internal_error: "हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
};

export const GENERATOR: GeneratorMessages = {
  emptyPhone: "कृपया फ़ोन नंबर डालें",
  aliasTooShort: "कस्टम उपनाम कम से कम 5 वर्णों का होना चाहिए",
  aliasUnavailable: "यह उपनाम उपलब्ध नहीं है। कृपया कोई दूसरा उपनाम चुनें।",
  requestFailed: "यह नाम उपलब्ध नहीं है। कोई दूसरा उपनाम आज़माएँ।",
  messageTooLong: MESSAGE_TOO_LONG,
  rateLimited:
    "आपने कम समय में बहुत सारे लिंक बना लिए हैं। कृपया {seconds, plural, one {# सेकंड} other {# सेकंड}} रुककर फिर से कोशिश करें।",
  rateLimitedMinute: "आपने कम समय में बहुत सारे लिंक बना लिए हैं। कृपया एक मिनट रुककर फिर से कोशिश करें।",
  aliasCharacters: "कस्टम उपनाम में सिर्फ़ a–z अक्षर, अंक, _ और - हो सकते हैं। ये इस्तेमाल नहीं किए जा सकते: {characters}।",
  aliasTry: '"{suggestion}" आज़माएँ।',
  space: "स्पेस",
};

export const DETAILS: ErrorDetails = {
  phoneChecksLimited: "आपके IP पते से बहुत ज़्यादा फ़ोन नंबर जाँचे गए हैं। कृपया एक मिनट रुकें।",
  qrDrawsLimited: "आपके IP पते के लिए बहुत ज़्यादा नए QR कोड बनाए गए हैं। कृपया एक मिनट रुककर फिर से कोशिश करें।",
  qrDrawing: "आपके IP पते के लिए QR कोड अभी बनाए जा रहे हैं। उनके बन जाने के बाद फिर से कोशिश करें।",
  accountLinksLimited: "इस खाते से पिछले एक घंटे में बहुत सारे लिंक बनाए गए हैं। थोड़ा रुककर फिर से कोशिश करें।",
  linkNotFound: "इस वर्कस्पेस में इस id का कोई लिंक नहीं है।",
};
