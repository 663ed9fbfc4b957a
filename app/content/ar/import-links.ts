import type { IMPORT_COPY as EN } from "../import-links";
import type { Translated } from "../translated";

export const IMPORT_COPY: Translated<typeof EN> = {
  title: "استيراد الروابط وتصديرها",
  metaDescription: "أضف روابط WhatsApp من ملف CSV، أو نزّل كل روابطك.",
  exportTitle: "تصدير",
  workspaceLine: "في مساحة العمل “{workspace}”.",
  exportDescription:
    "كل روابط مساحة العمل “{workspace}” في ملف CSV: الرمز، والرابط القصير، والرقم (مع رمز البلد)، والرسالة، وتاريخ الإنشاء، ونقرات الأشخاص. لا يتضمن روابط مساحات عملك الأخرى.",
  exportLink: "نزّل روابط “{workspace}” (CSV)",
  importTitle: "استيراد",
  importDescription:
    "ملف CSV بسطر عناوين: عمود phone (أو url أو target أو long_url يحمل روابط wa.me أو api.whatsapp.com)، واختياريًا message وalias وcreated. تعمل ملفات التصدير من Bitly وShlink وYOURLS وKutt كما هي، وكذلك ملفاتنا. فاصلة أو فاصلة منقوطة أو مسافة جدولة؛ 2 MB كحد أقصى. يُنشأ كل سطر أو يُرفض وحده، واستيراد الملف نفسه مرة أخرى لا ينشئ شيئًا جديدًا.",
  fileLabel: "ملف CSV",
  countryLabel: "البلد للأرقام التي بلا رمز بلد (اختياري)",
  countryHint: "حرفان، مثل SA أو EG. عمود country في الملف له الأولوية في سطره.",
  submit: "استيراد الروابط",
  pending: "جارٍ الاستيراد…",
  preview: "معاينة",
  previewPending: "جارٍ التحقق…",
  resultTitle: "تقرير الاستيراد",
  importCounts: { imported: "أُنشئ", skipped: "موجود من قبل", refused: "مرفوض" },
  previewTitle: "معاينة",
  previewNothingYet: "لم يُستورد شيء بعد. لو استوردت هذا الملف الآن:",
  previewCounts: { imported: "سيُنشأ", skipped: "موجود من قبل", refused: "سيُرفض" },
  previewNext: "لاستيراد هذا الملف، أبقه مختارًا واضغط «استيراد الروابط» أدناه.",
  firstRowsTitle: "الأسطر الأولى",
  numberHeading: "الرقم",
  messageHeading: "الرسالة",
  aliasHeading: "الاسم المستعار",
  outcomeHeading: "النتيجة",
  newCode: "رمز جديد",
  outcomes: { create: "رابط جديد", exists: "موجود من قبل" },
  refusedTitle: "الأسطر المرفوضة",
  reportLink: "نزّل التقرير (CSV)",
  moreRefused: "تظهر هنا أوائل الأسطر المرفوضة فقط؛ العدد أعلاه يشملها كلها.",
  progressLabel: "تقدّم الاستيراد",
  progressSending: "جارٍ إرسال ملفك…",
  progressReading: "جارٍ قراءة ملفك…",
  progressCount: "قُرئ {read, number} من نحو {about, number} سطر",
  recentTitle: "عمليات الاستيراد الأخيرة",
  importRunning: "جارٍ الاستيراد الآن: {counts} حتى الآن.",
  importStopped: "توقف قبل نهاية الملف: {counts}.",
  importUndone:
    "{links, plural, one {أُلغي: حُذف رابطه الوحيد.} two {أُلغي: حُذف رابطاه.} few {أُلغي: حُذفت روابطه الـ#.} other {أُلغي: حُذفت روابطه وعددها #.}}",
  undo: "إلغاء هذا الاستيراد…",
  undoQuestion:
    "{links, plural, one {أتحذف الرابط الذي أنشأه هذا الاستيراد مع نقراته؟ يتوقف رابطه القصير عن العمل فورًا.} other {أتحذف الروابط التي أنشأها هذا الاستيراد وعددها # مع نقراتها؟ تتوقف روابطها القصيرة عن العمل فورًا.}} تبقى الروابط التي كانت موجودة من قبل. لا يمكن التراجع عن ذلك.",
  undoConfirm:
    "{links, plural, one {احذف رابطًا واحدًا} two {احذف رابطين} few {احذف # روابط} many {احذف # رابطًا} other {احذف # رابط}}",
  undoing: "جارٍ الحذف…",
  undoDone:
    "{links, plural, one {أُلغي الاستيراد: حُذف رابط واحد.} two {أُلغي الاستيراد: حُذف رابطان.} few {أُلغي الاستيراد: حُذفت # روابط.} many {أُلغي الاستيراد: حُذف # رابطًا.} other {أُلغي الاستيراد: حُذف # رابط.}}",
  undoGone: "أُلغي هذا الاستيراد من قبل، أو ما زال جاريًا.",
  lineHeading: "السطر",
  codeHeading: "المشكلة",
  errors: {
    busy: "تجري عمليات استيراد أخرى على الخادم الآن. حاول مرة أخرى بعد {seconds} ثانية: لم يُستورد شيء.",
    noFile: "اختر ملف CSV فيه سطر عناوين.",
    tooBig: "حجم الملف أكبر من {maxMb} ميغابايت: قسّمه، أو اطلب من مشغّل الخادم استيراده.",
    badCountry: "البلد حرفان، مثل SA أو EG، أو يُترك فارغًا.",
    tooOften:
      "{minutes, plural, one {استوردت أو عاينت ملفات كثيرة في هذه الساعة. حاول مرة أخرى بعد دقيقة.} two {استوردت أو عاينت ملفات كثيرة في هذه الساعة. حاول مرة أخرى بعد دقيقتين.} few {استوردت أو عاينت ملفات كثيرة في هذه الساعة. حاول مرة أخرى بعد # دقائق.} other {استوردت أو عاينت ملفات كثيرة في هذه الساعة. حاول مرة أخرى بعد # دقيقة.}}",
  },
  fileErrors: {
    too_many_columns:
      "في السطر الأول أكثر من {max, number} عمود: احذف الأعمدة التي لا تحتاجها ثم استورد الملف من جديد.",
    no_number_column:
      'لا يُقرأ هذا الملف كملف CSV للروابط: يجب أن يسمّي سطره الأول الأعمدة، وفيها عمود "phone" (أو "url" أو "target" أو "long_url" يحوي روابط واتساب).',
    too_many_rows: "في الملف أكثر من {max, number} سطر: قسّمه إلى ملفات أصغر.",
    empty: "الملف فارغ: ليس فيه سطر عناوين.",
  },
  rowErrors: {
    row_too_long: "هذا السطر أطول مما يمكن أن تكون عليه حقول أي رابط (1 MiB)؛ لم تتم قراءته.",
    invalid_date:
      "تاريخ الإنشاء ليس تاريخًا بين عام 2000 واليوم (استخدم 2026-03-01 أو 2026-03-01T10:00:00Z أو ثواني Unix).",
    alias_taken: "هذا الاسم المستعار مستخدم في رابط آخر (لا فرق بين الأحرف الكبيرة والصغيرة).",
    creation_limit:
      "تم تجاوز الحد المسموح به من الروابط في الساعة للاستيراد في هذا الحساب: استورد الملف نفسه لاحقًا لإضافة الباقي.",
  },
};
