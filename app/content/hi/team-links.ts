import type { TEAM_LINK_COPY as EN } from "../team-links";
import type { Translated } from "../translated";

export const TEAM_LINK_COPY: Translated<typeof EN> = {
  kindLegend: "चैट का जवाब कौन देगा?",
  kindNumber: "एक नंबर",
  kindNumberHint: "हर चैट एक ही WhatsApp नंबर पर जाती है।",
  kindTeam: "एक टीम (कई एजेंट)",
  kindTeamHint: "चैट आपके एजेंटों में बँटती हैं, सिर्फ़ तब जब वे ऑनलाइन हों।",
  agentsLegend: "एजेंट",
  agentsHint: "चुनें कि इस लिंक की चैट का जवाब कौन देगा (कम से कम एक), एजेंट पेज के क्रम में।",
  noAgents: "आपके पास अभी कोई एजेंट नहीं है।",
  addAgents: "अपना पहला एजेंट जोड़ें",
  manageAgents: "एजेंट मैनेज करें",
  agentPaused: "रुका हुआ",
  agentOpen: "अभी ऑनलाइन",
  agentClosed: "अभी बंद",
  rotationLegend: "चैट कैसे बँटेंगी?",
  rotationLabels: {
    round_robin: "बारी-बारी से",
    weighted: "वेट के हिसाब से बाँटें",
    sticky: "लौटने वाले विज़िटर को वही एजेंट",
  },
  rotationHints: {
    round_robin: "हर नई चैट सूची में अगले ऑनलाइन एजेंट को जाती है, बारी-बारी से।",
    weighted: "ज़्यादा वेट वाले एजेंट (एजेंट पेज पर तय करें) को ज़्यादा चैट मिलती हैं।",
    sticky: "लौटकर आने वाले विज़िटर को पहले वाला ही एजेंट मिलता है, जब तक वह ऑनलाइन हो।",
  },
  fallbackLabel: "जब कोई ऑनलाइन न हो",
  fallbackNone: "दिखाएँ कि टीम अगली बार कब ऑनलाइन होगी",
  fallbackAgent: "फिर भी {name} को भेजें",
  fallbackHint:
    "ज़रूरी नहीं: एक एजेंट जिसे चैट तब मिलती है जब चुने हुए एजेंटों में से कोई ऑनलाइन न हो। इसके बिना, विज़िटर देखते हैं कि टीम अगली बार कब ऑनलाइन होगी और फिर भी मैसेज भेज सकते हैं।",
  businessNameHint: "वह पेज और आपका कॉन्टैक्ट कार्ड आपके बिज़नेस को इस वर्कस्पेस के नाम से दिखाते हैं: “{name}”।",
  renameWorkspace: "वर्कस्पेस का नाम बदलें",
  teamSummary: "टीम · {count, plural, one {# एजेंट} other {# एजेंट}}",
  qrRefLabel: "QR कोड स्कैन अलग से गिनें",
  qrRefHint:
    "यहाँ बने QR कोड लिंक को ?\u2060ref=qr के साथ खोलते हैं: आँकड़ों में स्कैन क्लिक से अलग दिखते हैं, और मैसेज में {ref} की जगह “qr” आता है।",
  editIntro:
    "बदलें कि जवाब कौन देगा, चैट कैसे बँटेंगी, या मैसेज। छोटा URL वही रहता है, इसलिए छपे हुए QR कोड काम करते रहते हैं।",
  agentsUnchanged: "टीम बदलने पर भी छोटा लिंक, उसका QR कोड और उसके क्लिक वही रहते हैं।",
};
