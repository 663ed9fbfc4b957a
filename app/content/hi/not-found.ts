import type { NotFoundContent } from "../not-found";
import type { Translated } from "../translated";

// Translated<…> widens NotFoundContent's English-only literals (heading, body) to any string.
export const NOT_FOUND: Translated<NotFoundContent> = {
  meta: {
    title: "लिंक नहीं मिला | ChatLink",
    description:
      "आप जो WhatsApp लिंक ढूंढ रहे हैं वह मौजूद नहीं है या हटा दिया गया है। एड्रेस जांचें, या ChatLink से अपना फ्री क्लिक-टू-चैट लिंक बनाएं।",
    keywords: [
      "लिंक नहीं मिला",
      "WhatsApp लिंक नहीं खुल रहा",
      "WhatsApp link not working",
      "छोटा लिंक काम नहीं कर रहा",
      "ChatLink",
      "WhatsApp लिंक जनरेटर",
    ],
  },
  heading: "लिंक नहीं मिला",
  body: "आप जो लिंक ढूंढ रहे हैं वह मौजूद नहीं है या हटा दिया गया है।",
  reasonsHeading: "ऐसा क्यों हुआ होगा",
  reasons: [
    "लिंक को उसके मालिक ने डिलीट कर दिया है।",
    "हमारी सेवा की शर्तें तोड़ने की वजह से लिंक हटा दिया गया है।",
    "लिंक में कोई टाइपिंग की गलती है। अक्षर छोटे या बड़े, कैसे भी हों, पर हर कैरेक्टर सही होना चाहिए।",
    "लिंक के मालिक का अकाउंट बैन कर दिया गया है।",
  ],
  about: {
    heading: "ChatLink के बारे में",
    body: "ChatLink एक फ्री WhatsApp लिंक जनरेटर है। ऐसे क्लिक-टू-चैट लिंक, छोटे URL और QR कोड बनाएं जो एक टैप में आपके नंबर के साथ बातचीत खोलें, ताकि किसी को पहले आपका नंबर सेव न करना पड़े।",
  },
};
