import type { DASHBOARD as EN_DASHBOARD } from "../dashboard";
import type { Translated } from "../translated";

/** The dashboard's link pages in Arabic; words as the site uses them (الرابط القصير، مساحة العمل، كود QR). */
export const DASHBOARD: Translated<typeof EN_DASHBOARD> = {
  listTitle: "روابطك",
  sharedListTitle: "روابط {workspace}",
  roleLine:
    "مساحة عمل مشتركة · دورك: {role, select, owner {مالك} admin {مسؤول} editor {محرر} viewer {مشاهد} other {عضو}}",
  members: "الأعضاء",
  viewerOnly:
    "يمكن للمشاهدين الاطلاع على الروابط وإحصاءاتها دون تعديلها. اطلب من أحد المالكين أو المسؤولين منحك دور المحرر.",
  viewerEmptyBody: "لم يُنشئ أحد رابطًا في مساحة العمل هذه بعد. يمكن ذلك للمحررين والمسؤولين والمالكين.",
  newLink: "رابط جديد",
  importExport: "استيراد أو تصدير",
  searchLabel: "البحث في الروابط",
  searchPlaceholder: "الكود أو الاسم المخصص أو الرقم أو الرسالة",
  searchButton: "بحث",
  clearSearch: "مسح البحث",
  linkCount:
    "{count, plural, zero {لا روابط} one {رابط واحد} two {رابطان} few {# روابط} many {# رابطًا} other {# رابط}}",
  matchCount:
    "{count, plural, zero {لا روابط تطابق} one {رابط واحد يطابق} two {رابطان يطابقان} few {# روابط تطابق} many {# رابطًا يطابق} other {# رابط يطابق}} «{search}»",
  emptyHeading: "لا توجد روابط بعد",
  emptyBody: "أنشئ أول رابط WhatsApp قصير لك: رقم، ورسالة اختيارية، ورابط باسم من اختيارك.",
  emptyAction: "أنشئ أول رابط لك",
  noMatchHeading: "لا توجد روابط تطابق بحثك",
  noMatchBody: "جرّب جزءًا من الكود، أو بضعة أرقام من رقم الهاتف، أو كلمة من الرسالة.",

  shortUrl: "الرابط القصير",
  destination: "تُفتح المحادثة مع",
  noMessage: "بلا رسالة",
  created: "تاريخ الإنشاء",
  clicks: "النقرات",
  removed: "تمت إزالته",
  removedHint: "أُزيل هذا الرابط لمخالفته الشروط، ويعرض الآن صفحة «الرابط غير موجود».",
  copy: "نسخ",
  copied: "تم النسخ!",
  actionsName: "إجراءات {code}",
  edit: "تعديل",
  analytics: "الإحصاءات",
  qr: "كود QR",
  chatButton: "زر المحادثة",
  chatButtonUnavailable: "صفحة زر المحادثة غير متاحة",
  delete: "حذف",
  deleteQuestion: "هل تريد حذف هذا الرابط؟ سيتوقف رابطه القصير عن العمل وستُحذف أعداد النقرات عليه.",
  deleteConfirm: "حذف الرابط",
  deleting: "جارٍ الحذف...",
  deleteCancel: "الإبقاء عليه",
  alreadyGone: "هذا الرابط محذوف بالفعل، أو ليس في مساحة العمل هذه. القائمة أدناه محدَّثة.",
  deleted: "تم حذف {code}. يعرض رابطه القصير الآن صفحة «الرابط غير موجود».",
  forLink: " {code}",

  numberMark: "لا يمكن لهذا الرقم استقبال رسائل WhatsApp.",
  numberMarkSuggestion: "لا يمكن لهذا الرقم استقبال رسائل WhatsApp: هل تقصد {suggestion}؟",
  numberReasons: {
    not_digits: "هذا الرقم غير مكتوب بالأرقام.",
    too_long: "طول هذا الرقم {length, number} حرفًا؛ لا يزيد أي رقم هاتف على 15 خانة.",
    trunk_prefix:
      "الـ {dropped} بعد +{callingCode} يُطلب فقط في المكالمات داخل البلد؛ يحتاج WhatsApp إلى الرقم من دونه.",
    national_form: "هكذا يُطلب الرقم داخل البلد (+{callingCode})؛ يحتاجه WhatsApp كما يُطلب من الخارج.",
    international_prefix:
      "{prefix} هو رمز الاتصال الدولي وليس جزءًا من الرقم: يحتاج WhatsApp إلى رمز البلد أولًا.",
    country_code_twice: "رمز البلد +{callingCode} مكتوب مرتين.",
  },
  numberFix: "استخدم {phone}",
  numberFixing: "جارٍ الحفظ...",
  numberFixKeeps: "يبقى الرابط القصير وكود QR كما هما.",
  numberEdit: "تعديل الرقم",
  numberFixed: "تم الإصلاح: أصبح {code} يفتح محادثة مع {phone}. ويبقى رابطه القصير وكود QR كما هما.",
  numberChanged: "تغيّر رقم {code} منذ تحميل هذه الصفحة، لذا لم يُحفظ أي شيء. القائمة أدناه محدَّثة.",

  pagination: "الصفحات",
  previous: "السابق",
  next: "التالي",
  pageOf: "الصفحة {page, number} من {count, number}",

  // Whole sentences per branch: the noun's form and the pronoun (ـه، ـهما، ـها) follow the count.
  claimHeading:
    "{count, plural, one {أنشأت رابطًا واحدًا في هذا المتصفح قبل تسجيل الدخول — أضِفه إلى حسابك} two {أنشأت رابطين في هذا المتصفح قبل تسجيل الدخول — أضِفهما إلى حسابك} few {أنشأت # روابط في هذا المتصفح قبل تسجيل الدخول — أضِفها إلى حسابك} many {أنشأت # رابطًا في هذا المتصفح قبل تسجيل الدخول — أضِفها إلى حسابك} other {أنشأت # رابط في هذا المتصفح قبل تسجيل الدخول — أضِفها إلى حسابك}}",
  claimBody: "تبقى الروابط القصيرة والنقرات كما هي، وبعدها يمكنك تعديلها أو حذفها من هنا.",
  claimButton: "إضافة إلى حسابي",
  claiming: "جارٍ الإضافة...",
  claimDismiss: "ليس الآن",
  claimed:
    "{count, plural, =0 {تعذّرت إضافة تلك الروابط: فهي موجودة بالفعل في حساب أو حُذفت.} one {أُضيف رابط واحد إلى حسابك.} two {أُضيف رابطان إلى حسابك.} few {أُضيفت # روابط إلى حسابك.} many {أُضيف # رابطًا إلى حسابك.} other {أُضيف # رابط إلى حسابك.}}",

  createTitle: "رابط جديد",
  createIntro: "رابط قصير وكود QR يفتحان محادثة WhatsApp مع رقمك، أو مع المتاح من فريقك.",
  createButton: "إنشاء الرابط",
  creating: "جارٍ الإنشاء...",
  backToLinks: "العودة إلى روابطك",

  editTitle: "تعديل الرابط",
  editIntro: "غيّر الرقم أو الرسالة. يبقى الرابط القصير كما هو، فتظل أكواد QR المطبوعة تعمل.",
  urlStays: "الرابط القصير (لا يتغير)",
  // `by` is a name or "أنت", so it stands after a colon rather than as a verb's subject.
  historyCreated: "أُنشئ في {date}.",
  historyCreatedBy: "أُنشئ في {date}، المُنشئ: {by}.",
  historyChanged: "آخر تعديل في {date}.",
  historyChangedBy: "آخر تعديل في {date}، أجراه: {by}.",
  historyYou: "أنت",
  saveButton: "حفظ التغييرات",
  saving: "جارٍ الحفظ...",
  saved: "تم الحفظ. أصبح الرابط القصير يفتح محادثة مع الرقم والرسالة الجديدين.",
  notFoundHeading: "الرابط غير موجود",
  notFoundBody: "هذا الرابط غير موجود أو ليس في حسابك.",
  errorStatus: "خطأ {status}",

  qrTitle: "كود QR بهوية علامتك",
  qrMetaTitle: "كود QR للرابط {code}",
  qrIntro:
    "ألوانك وشعارك على كود QR الخاص بـ {shortUrl}. يحتفظ هذا المتصفح بآخر ألوان وأحجام اخترتها لهذا الرابط؛ أما الشعار فاختره من جديد في كل مرة.",
  qrUnavailable: "أكواد QR غير متاحة",
  tryAgain: "حدث خطأ ما. حاول مرة أخرى بعد قليل.",
};
