import type { QR_PAGE_COPY as EN } from "../qr-page";
import type { Translated } from "../translated";

export const QR_PAGE_COPY: Translated<typeof EN> = {
  designer: {
    formLabel: "إعدادات كود QR بعلامتك التجارية",
    foreground: "لون الكود",
    background: "لون الخلفية",
    pickerLabel: "منتقي {label}",
    hexLabel: "قيمة {label} الست عشرية",
    contrastHint:
      "استخدم لونًا داكنًا للكود على خلفية فاتحة بتباين لا يقل عن 3:1، وإلا فقد لا تقرأ الهواتف الكود.",
    logo: "الشعار",
    optional: "(اختياري)",
    logoHint:
      "PNG أو SVG، حتى {maxKb} كيلوبايت، يوضع في المنتصف على قاعدة صغيرة (تُرفع درجة تصحيح الأخطاء ليبقى الكود مقروءًا). في شعار SVG، حوّل النصوص إلى أشكال أولًا: تنزيل PNG يرسم الأشكال لا الخطوط.",
    logoTooBig: "الشعار كبير جدًا: {maxKb} كيلوبايت على الأكثر.",
    logoSize: "حجم الشعار",
    logoSizeNote: "(% من عرض الكود)",
    logoSizeHint:
      "من {min}% إلى {max}%: الشعار الأكبر يخفي من الكود أكثر مما يستطيع تصحيح الأخطاء إعادة بنائه.",
    pngSize: "حجم PNG",
    sizeOption: "{size} × {size} بكسل",
    downloadPng: "تنزيل PNG",
    downloadSvg: "تنزيل SVG",
    previewHeading: "معاينة",
    previewAlt: "كود QR للرابط {code} بالألوان المختارة",
    previewAltLogo: "كود QR للرابط {code} بالألوان المختارة مع شعارك",
    updating: "جارٍ تحديث المعاينة…",
    scanFirst: "امسحه بهاتفك قبل الطباعة.",
  },
  ref: {
    label: "احسب عمليات مسح كود QR على حدة",
    hint: "يفتح الكود {target}، لذا تعرض الإحصاءات عمليات المسح تحت المرجع “qr” منفصلة عن النقرات. الرموز المطبوعة قبل أي تغيير تبقى كما كانت.",
    hintOff: "يفتح الكود {target}: تُحسب عمليات المسح مع بقية النقرات.",
    save: "حفظ",
    saving: "جارٍ الحفظ…",
    saved: "تم الحفظ.",
    viewerNote: "يستطيع المحررون تغيير هذا.",
  },
};
