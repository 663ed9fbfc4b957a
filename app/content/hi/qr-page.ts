import type { QR_PAGE_COPY as EN } from "../qr-page";
import type { Translated } from "../translated";

export const QR_PAGE_COPY: Translated<typeof EN> = {
  designer: {
    formLabel: "ब्रांडेड QR कोड की सेटिंग",
    foreground: "कोड का रंग",
    background: "पृष्ठभूमि का रंग",
    pickerLabel: "{label} चुनने वाला",
    hexLabel: "{label} का हेक्स मान",
    contrastHint: "हल्की पृष्ठभूमि पर गहरे रंग का कोड रखें, कम से कम 3:1 कंट्रास्ट के साथ, वरना फ़ोन कोड स्कैन नहीं कर पाएँगे।",
    logo: "लोगो",
    optional: "(वैकल्पिक)",
    logoHint:
      "PNG या SVG, {maxKb} KB तक, बीच में एक छोटे आधार पर रखा जाता है (त्रुटि सुधार बढ़ा दिया जाता है ताकि कोड स्कैन होता रहे)। SVG लोगो में पहले टेक्स्ट को आउटलाइन में बदलें: PNG डाउनलोड आकृतियाँ बनाता है, फ़ॉन्ट नहीं।",
    logoTooBig: "लोगो बहुत बड़ा है: ज़्यादा से ज़्यादा {maxKb} KB।",
    logoSize: "लोगो का आकार",
    logoSizeNote: "(कोड की चौड़ाई का %)",
    logoSizeHint:
      "{min}% से {max}% तक: इससे बड़ा लोगो कोड का उतना हिस्सा छिपा देता है जितना त्रुटि सुधार दोबारा नहीं बना सकता।",
    pngSize: "PNG का आकार",
    sizeOption: "{size} × {size} px",
    downloadPng: "PNG डाउनलोड करें",
    downloadSvg: "SVG डाउनलोड करें",
    previewHeading: "पूर्वावलोकन",
    previewAlt: "चुने गए रंगों में {code} का QR कोड",
    previewAltLogo: "चुने गए रंगों और आपके लोगो के साथ {code} का QR कोड",
    updating: "पूर्वावलोकन अपडेट हो रहा है…",
    scanFirst: "छापने से पहले अपने फ़ोन से स्कैन करके देखें।",
  },
  ref: {
    label: "QR कोड स्कैन अलग से गिनें",
    hint: "कोड {target} खोलता है, इसलिए एनालिटिक्स में स्कैन क्लिक से अलग, ref “qr” के तहत दिखते हैं। बदलाव से पहले छपे कोड जैसे थे वैसे ही रहते हैं।",
    hintOff: "कोड {target} खोलता है: स्कैन बाकी क्लिक के साथ गिने जाते हैं।",
    save: "सेव करें",
    saving: "सेव हो रहा है…",
    saved: "सेव हो गया।",
    viewerNote: "एडिटर इसे बदल सकते हैं।",
  },
};
