import { MESSAGE_MAX_LENGTH } from "#core/limits";
import { MAX_TEMPLATES_PER_WORKSPACE as MAX, TEMPLATE_NAME_MAX as NAME_MAX } from "#core/message-template";
import type { TEMPLATES_COPY as EN, MESSAGE_VARIABLES_COPY as EN_VARIABLES } from "../templates";
import type { Translated } from "../translated";

export const TEMPLATES_COPY: Translated<typeof EN> = {
  title: "मैसेज टेम्पलेट",
  navLabel: "टेम्पलेट",
  metaDescription: "सेव किए हुए मैसेज जिनसे आपके लिंक शुरू होते हैं, एजेंट का नाम, डिपार्टमेंट और सोर्स भरे हुए।",
  intro:
    "जो मैसेज आप अक्सर भेजते हैं, उन्हें सेव करें। लिंक बनाते या बदलते समय “टेम्पलेट से शुरू करें” में से एक चुनें और जैसे चाहें बदलें: लिंक अपनी अलग कॉपी रखता है।",
  viewerNote: "व्यूअर टेम्पलेट पढ़ सकते हैं। एडिटर, एडमिन और ओनर उन्हें जोड़ और बदल सकते हैं।",
  addTitle: "टेम्पलेट जोड़ें",
  editTitle: "“{name}” बदलें",
  nameLabel: "टेम्पलेट का नाम",
  nameHint: "सिर्फ़ आप और आपकी टीम इसे देखते हैं, जैसे “ऑर्डर स्टेटस”।",
  bodyLabel: "मैसेज",
  addButton: "टेम्पलेट सेव करें",
  adding: "सेव हो रहा है…",
  saveButton: "बदलाव सेव करें",
  saving: "सेव हो रहा है…",
  cancelEdit: "रद्द करें",
  listTitle: "आपके टेम्पलेट",
  count: `${MAX} में से {count, number}`,
  emptyHeading: "अभी कोई टेम्पलेट नहीं",
  emptyBody:
    "अपना पहला टेम्पलेट जोड़ें: ऐसा मैसेज जो आप अक्सर भेजते हैं, जैसे “नमस्ते, मुझे अपने ऑर्डर के बारे में पूछना है”। फिर आपके लिंक उससे शुरू हो सकते हैं।",
  viewerEmpty: "इस वर्कस्पेस में अभी तक किसी ने टेम्पलेट सेव नहीं किया है।",
  edit: "बदलें",
  editName: "टेम्पलेट {name} बदलें",
  delete: "डिलीट करें",
  deleteQuestion: "यह टेम्पलेट डिलीट करें? इससे बने लिंक अपना मैसेज रखते हैं।",
  deleteConfirm: "टेम्पलेट डिलीट करें",
  deleteConfirmName: "टेम्पलेट {name} डिलीट करें",
  deleting: "डिलीट हो रहा है…",
  keep: "रहने दें",
  saved: "“{name}” सेव हो गया।",
  deleted: "“{name}” डिलीट हो गया। इससे बने लिंक अपना मैसेज रखते हैं।",
  gone: "वह टेम्पलेट पहले ही डिलीट हो चुका है, या किसी दूसरे वर्कस्पेस में है। नीचे की सूची ताज़ा है।",
  tooMany: `इस वर्कस्पेस में ${MAX} टेम्पलेट हैं, जितने हो सकते हैं उतने। पहले कोई ऐसा डिलीट करें जिसे आप अब इस्तेमाल नहीं करते।`,
  problems: {
    name_missing: "टेम्पलेट को नाम दें, जैसे “ऑर्डर स्टेटस”।",
    name_too_long: `नाम ${NAME_MAX} अक्षरों तक ही रखें।`,
    body_missing: "वह मैसेज लिखें जिससे चैट शुरू होनी चाहिए।",
    body_too_long: `मैसेज बहुत लंबा है: इसे ${MESSAGE_MAX_LENGTH.toLocaleString("hi")} अक्षरों या उससे कम में रखें।`,
  },
  pickerLabel: "टेम्पलेट से शुरू करें",
  pickerNone: "टेम्पलेट चुनें…",
  pickerHint: "नीचे का मैसेज भर देता है; आप उसे फिर भी बदल सकते हैं।",
  pickerEmpty: "अभी कोई टेम्पलेट नहीं।",
  pickerManage: "टेम्पलेट मैनेज करें",
};

export const MESSAGE_VARIABLES_COPY: Translated<typeof EN_VARIABLES> = {
  hint: "वेरिएबल: {agent} की जगह चैट पाने वाले एजेंट का नाम आता है, {department} की जगह उसका डिपार्टमेंट, {ref} की जगह विज़िटर कहाँ से आया (आपके QR कोड से “qr”, या लिंक पर ?ref=…)।",
  exampleCaption: "मैसेज का प्रीव्यू, उदाहरण वाले मानों के साथ",
  exampleDepartment: "सेल्स",
  exampleRef: "qr",
  exampleAgent: "अनीता",
};
