import type { SETTINGS_COPY as EN } from "../settings";
import type { Translated } from "../translated";

export const SETTINGS_COPY: Translated<typeof EN> = {
  metaTitle: "खाता सेटिंग",
  metaDescription: "अपने ChatLink खाते का ईमेल या पासवर्ड बदलें, या खाता मिटाएँ।",
  title: "खाता सेटिंग",
  signedInAs: "इस रूप में साइन इन:",
  emailTitle: "ईमेल",
  emailDescription: "वह पता जिससे आप लॉग इन करते हैं और जहाँ रीसेट लिंक भेजे जाते हैं।",
  newEmail: "नया ईमेल",
  changeEmail: "ईमेल बदलें",
  currentPassword: "मौजूदा पासवर्ड",
  saving: "सेव हो रहा है…",
  passwordTitle: "पासवर्ड",
  passwordDescription: "इसे बदलने पर इस खाते में साइन इन बाकी सभी डिवाइस साइन आउट हो जाते हैं।",
  newPassword: "नया पासवर्ड",
  newPasswordHint: "कम से कम {min} अक्षर। आपका ईमेल या कोई आम पासवर्ड नहीं।",
  changePassword: "पासवर्ड बदलें",
  apiKeysTitle: "API कुंजियाँ",
  apiKeysDescription: "कुंजियों से आपके अपने प्रोग्राम REST API के ज़रिए आपके लिंक बना और पढ़ सकते हैं।",
  manageApiKeys: "API कुंजियाँ संभालें",
  managedByAdmins: "“{workspace}” की API कुंजियाँ उसके मालिक और एडमिन संभालते हैं।",
  deleteTitle: "खाता मिटाएँ",
  deleteDescription:
    "यह आपका खाता तुरंत मिटा देता है, 30 दिन बाद नहीं: आपका ईमेल और पासवर्ड, इस खाते का हर लिंक (उनके छोटे URL पर लिंक नहीं मिला दिखेगा) और उनकी सारी क्लिक गिनती। इसे वापस नहीं लिया जा सकता।",
  deleteConfirm: "पुष्टि के लिए अपना पासवर्ड लिखें",
  deleteButton: "मेरा खाता और लिंक मिटाएँ",
  deleting: "मिटाया जा रहा है…",
  answers: {
    unknownRequest: "अनजान अनुरोध।",
    currentPasswordMissing: "अपना मौजूदा पासवर्ड लिखें।",
    wrongPassword: "यह पासवर्ड सही नहीं है।",
    emailInvalid: "ईमेल पता लिखें, जैसे name@example.com।",
    emailUnchanged: "आपका ईमेल नहीं बदला।",
    emailLimited: "उस पते पर अभी के लिए काफ़ी ईमेल भेजे जा चुके हैं: एक घंटे बाद फिर कोशिश करें।",
    emailSent:
      "हमने {email} पर एक लिंक भेजा है: उसे खोलें, तब वह आपके खाते का ईमेल बनेगा। तब तक आपका ईमेल {current} ही रहेगा।",
    passwordChanged: "आपका पासवर्ड बदल गया है। इस खाते में साइन इन बाकी सभी डिवाइस साइन आउट कर दिए गए हैं।",
    lastOwner:
      "आप {workspaces} के आख़िरी मालिक हैं, {count, plural, one {और उसमें दूसरे सदस्य भी हैं: पहले उनमें से किसी को मालिक बनाएँ, या वर्कस्पेस मिटाएँ।} other {और उनमें दूसरे सदस्य भी हैं: पहले हर एक में किसी सदस्य को मालिक बनाएँ, या उन वर्कस्पेस को मिटाएँ।}}",
  },
};
