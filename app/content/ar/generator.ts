import { ALIAS_MAX_LENGTH, ALIAS_MIN_LENGTH, CUSTOM_DOMAIN_ALIAS_MIN_LENGTH } from "#core/limits";
import type { GeneratorCopy } from "../generator";
import type { Translated } from "../translated";

// Counts follow Arabic plural forms: zero/one/two/few (3–10)/many (11–99)/other (100+).
export const GENERATOR_COPY: Translated<GeneratorCopy> = {
  pageTitle: "أنشئ رابط WhatsApp الخاص بك",
  pageIntro: "رابط قصير وكود QR يفتحان محادثة مع رقمك. مجانًا ودون تسجيل.",
  embedTitle: "مولّد روابط WhatsApp",
  formName: "بيانات الرابط",
  optional: "اختياري",

  phoneLabel: "رقم الهاتف",
  phonePlaceholder: "+20 100 123 4567",
  detecting: "جارٍ التعرّف على دولتك...",
  phoneNoCountry: "ابدأ بعلامة + ثم رمز الدولة، مثل +20 أو +966 أو +971.",
  phoneEmpty: "أضف رمز الدولة، مثل +20 أو +966 أو +971.",
  linkNumberTaken: "أخذنا الرقم من رابط WhatsApp.",
  linkNumberAndMessageTaken: "أخذنا الرقم والرسالة من رابط WhatsApp.",
  linkMessageKept: "أخذنا الرقم من رابط WhatsApp واحتفظنا بالرسالة التي كتبتها.",
  chooseCountry: "اختر الدولة",
  countryPrefix: "الدولة: ",
  searchCountries: "ابحث عن دولة",
  searchCountriesPlaceholder: "الاسم أو الرمز، مثل +20",
  countries: "الدول",
  anyCountry: "أي دولة (يحدّدها رمز + في الرقم)",
  noCountry: "لا توجد دولة مطابقة.",

  aliasLabel: "اسم مخصص للرابط",
  aliasPlaceholder: "my-shop",
  aliasHint: `من ${ALIAS_MIN_LENGTH} إلى ${ALIAS_MAX_LENGTH} حرفًا: حروف أو أرقام أو _ أو -. اتركه فارغًا لنختار كودًا عشوائيًا.`,
  aliasHintOwnDomain: `على نطاقك الخاص: من ${CUSTOM_DOMAIN_ALIAS_MIN_LENGTH} إلى ${ALIAS_MAX_LENGTH} حرفًا (حروف أو أرقام أو _ أو -). اتركه فارغًا لنختار كودًا عشوائيًا.`,
  aliasRespelled: "اسمك المخصص هو {alias}: تُكتب {chars} في الروابط بحروف بسيطة.",
  aliasLeftOut: "حُذف من اسمك المخصص: {chars}.",
  aliasRefusedHint: "احذفه، أو اترك الحقل فارغًا لنختار كودًا عشوائيًا.",

  messageLabel: "رسالة جاهزة",
  messagePlaceholder: "مرحبًا! أود معرفة المزيد عن…",
  messageHint:
    "تُفتح المحادثة بهذا النص، ويعمل فيه *عريض* و _مائل_ و ~يتوسطه خط~ و ```كود``` كما في WhatsApp.",
  bold: "غامق",
  italic: "مائل",
  strikethrough: "يتوسطه خط",
  monospace: "خط ثابت العرض",
  opensChat: "يفتح محادثة مع {number}",
  /** What the server changed in a typed number (/api/phone corrections, by code), said in this language. */
  phoneCorrections: {
    digits_converted: "قرأنا الأرقام على أنها {digits}.",
    international_prefix: "قرأنا {prefix} على أنه بادئة الاتصال الدولي.",
    missing_plus: "قرأنا هذا الرقم على أنه رقم دولي: {number}.",
    country_added:
      "{form, select, trunk {أضفنا +{callingCode} لـ{country} وحذفنا {dropped} من البداية.} rewritten {أضفنا +{callingCode} لـ{country} وكتبنا الرقم كما يُطلب من الخارج: {number}.} other {أضفنا +{callingCode} لـ{country}.}}",
    national_rewritten: "كتبنا الرقم كما يُطلب من الخارج: {number}.",
    trunk_prefix_removed: "حذفنا {dropped} بعد +{callingCode}.",
  },
  /** Accepted numbers worth a look (/api/phone warnings, by code). */
  phoneWarnings: {
    non_geographic: "هذا الرقم لا ينتمي إلى أي بلد: تأكّد من أن عليه واتساب.",
    unknown_range:
      "{place, select, country {{number} ليس ضمن نطاق معروف أن أرقام {country} تستخدمه: تحقّق من الأرقام.} other {{number} ليس ضمن نطاق معروف أن الأرقام تستخدمه: تحقّق من الأرقام.}}",
    fixed_line:
      "يبدو هذا رقمًا أرضيًا: لا يعمل الرابط إلا إذا كان على الرقم واتساب (يعمل واتساب للأعمال على الخطوط الأرضية).",
    special_number:
      "{kind, select, toll_free {يبدو هذا رقمًا مجانيًا} premium_rate {يبدو هذا رقمًا بتعرفة مميزة} shared_cost {يبدو هذا رقمًا بتكلفة مشتركة} voip {يبدو هذا رقم VoIP} other {يبدو هذا رقمًا خاصًا}}: تأكّد من أن عليه واتساب.",
  },
  formattingGroup: "تنسيق النص",
  previewCaption: "معاينة الرسالة",

  generate: "إنشاء الرابط",
  generating: "جارٍ الإنشاء...",

  placeholder: "سيظهر رابطك هنا",
  resultHeading: "رابطك جاهز",
  staleHeading: "غير محدَّث",
  staleNote:
    "غيّرت البيانات بعد إنشاء هذا الرابط، وما زال يفتح المحادثة القديمة. اضغط «إنشاء الرابط» للحصول على رابط جديد.",
  repeatedNote: "البيانات نفسها كما في المرة السابقة: هذا هو الرابط الذي أنشأته من قبل.",
  copyRefused: "منع متصفحك النسخ. الرابط محدَّد: اضغط Ctrl+C (أو ⌘C على Mac) لنسخه.",
  qrAlt: "كود QR للرابط {shortUrl}",
  copy: "نسخ الرابط",
  copied: "تم النسخ!",
  copiedAnnouncement: "تم نسخ الرابط إلى الحافظة",
  open: "افتح في WhatsApp",
  downloadPng: "تنزيل PNG",
  downloadSvg: "تنزيل SVG",
  tooLong:
    "احذف {excess, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}: الحد الأقصى للرسالة {limit, plural, zero {# حرف} one {حرف واحد} two {حرفان} few {# أحرف} many {# حرفًا} other {# حرف}}.",
};
