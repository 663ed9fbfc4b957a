import type { API_KEYS_COPY as EN } from "../api-keys";
import type { Translated } from "../translated";

export const API_KEYS_COPY: Translated<typeof EN> = {
  title: "مفاتيح API",
  metaDescription: "أنشئ المفاتيح التي تستخدمها برامجك مع واجهة ChatLink REST API وألغِها.",
  intro:
    "تستخدم البرامج المفتاح لإنشاء روابط مساحة العمل هذه وعرضها وتعديلها وحذفها، ولقراءة نقراتها وأكواد QR الخاصة بها، عبر REST API. لا يرى المفتاح إلا مساحة العمل التي أُنشئ فيها. أرسله بالصيغة Authorization: Bearer <المفتاح>.",
  documentLink: "اقرأ مرجع API",
  workspaceNote: "مفاتيح مساحة العمل “{workspace}”: ترى روابطها فقط دون غيرها.",
  createdFor: "هذا المفتاح لمساحة العمل “{workspace}”.",
  createTitle: "إنشاء مفتاح",
  createDescription:
    "يظهر المفتاح مرة واحدة فقط بعد إنشائه مباشرة: انسخه حينها. لا نحتفظ إلا ببصمته، فلا يستطيع أحد عرضه لك مرة أخرى.",
  nameLabel: "الاسم",
  nameHint: "ما الذي سيستخدمه، لتعرف لاحقًا أي مفتاح تلغي.",
  scopeLegend: "الصلاحية",
  scopeWrite: "قراءة وكتابة: إنشاء الروابط وتعديلها وحذفها",
  scopeRead: "قراءة فقط: عرض الروابط والنقرات وأكواد QR",
  passwordLabel: "كلمة المرور الحالية",
  createButton: "إنشاء المفتاح",
  createPending: "جارٍ الإنشاء…",
  createdTitle: "انسخ مفتاحك الجديد الآن",
  createdNote: "لن يظهر مرة أخرى. أبعده عن صفحات الويب والشيفرة العامة: كل من يملكه يستطيع استخدام روابطك.",
  createdCaption: "مفتاح API",
  keyTarget: "مفتاح API",
  commandTarget: "أمر المثال",
  listTitle: "مفاتيحك",
  empty: "لا توجد مفاتيح بعد.",
  scopeNames: { read: "قراءة فقط", write: "قراءة وكتابة" },
  created: "أُنشئ في",
  lastUsed: "آخر استخدام",
  neverUsed: "لم يُستخدم",
  revokeButton: "إلغاء",
  revokePending: "جارٍ الإلغاء…",
  revoked: "أُلغي المفتاح: تُرفض الطلبات التي تستخدمه من الآن.",
  curlCaption: "جرّبه",
  tooMany:
    "لدى مساحة العمل هذه {max} مفاتيح، وهو الحد الأقصى. ألغِ مفتاحًا لم تعد تستخدمه، ثم أنشئ المفتاح الجديد.",
  errors: {
    notFound: "هذا المفتاح ليس في مساحة العمل هذه، أو أُلغي من قبل.",
    unknown: "طلب غير معروف.",
    nameMissing: "سمِّ المفتاح باسم ما سيستخدمه، مثل “CRM المتجر”.",
    nameTooLong: "اجعل الاسم {max} حرفًا على الأكثر.",
    passwordMissing: "أدخل كلمة المرور الحالية.",
    notYours: "لا يحق لك إدارة مفاتيح مساحة العمل هذه.",
  },
};
