import { MESSAGE_MAX_LENGTH } from "#core/limits";
import { MAX_TEMPLATES_PER_WORKSPACE as MAX, TEMPLATE_NAME_MAX as NAME_MAX } from "#core/message-template";
import type { TEMPLATES_COPY as EN, MESSAGE_VARIABLES_COPY as EN_VARIABLES } from "../templates";
import type { Translated } from "../translated";

export const TEMPLATES_COPY: Translated<typeof EN> = {
  title: "قوالب الرسائل",
  navLabel: "القوالب",
  metaDescription: "رسائل محفوظة تبدأ منها روابطك، مع اسم الموظف والقسم والمصدر معبأة تلقائيًا.",
  intro:
    "احفظ الرسائل التي تستخدمها كثيرًا. عند إنشاء رابط أو تعديله، اختر واحدة من “البدء من قالب” وعدّلها كما تشاء: يحتفظ الرابط بنسخته الخاصة.",
  viewerNote: "يمكن للمشاهدين قراءة القوالب. ويمكن للمحررين والمسؤولين والمالكين إضافتها وتعديلها.",
  addTitle: "إضافة قالب",
  editTitle: "تعديل “{name}”",
  nameLabel: "اسم القالب",
  nameHint: "لا يراه إلا أنت وفريقك، مثل “حالة الطلب”.",
  bodyLabel: "الرسالة",
  addButton: "حفظ القالب",
  adding: "جارٍ الحفظ…",
  saveButton: "حفظ التغييرات",
  saving: "جارٍ الحفظ…",
  cancelEdit: "إلغاء",
  listTitle: "قوالبك",
  count: `{count, number} من ${MAX}`,
  emptyHeading: "لا توجد قوالب بعد",
  emptyBody:
    "أضف قالبك الأول: رسالة ترسلها كثيرًا، مثل “مرحبًا، أسأل عن طلبي”. بعدها يمكن أن تبدأ روابطك منها.",
  viewerEmpty: "لم يحفظ أحد قالبًا في مساحة العمل هذه بعد.",
  edit: "تعديل",
  editName: "تعديل القالب {name}",
  delete: "حذف",
  deleteQuestion: "حذف هذا القالب؟ تحتفظ الروابط التي أُنشئت منه برسالتها.",
  deleteConfirm: "حذف القالب",
  deleteConfirmName: "حذف القالب {name}",
  deleting: "جارٍ الحذف…",
  keep: "إبقاؤه",
  saved: "تم حفظ “{name}”.",
  deleted: "تم حذف “{name}”. تحتفظ الروابط التي أُنشئت منه برسالتها.",
  gone: "هذا القالب حُذف من قبل، أو هو في مساحة عمل أخرى. القائمة أدناه محدّثة.",
  tooMany: `في مساحة العمل هذه ${MAX} قالبًا، وهو الحد الأقصى. احذف أولًا قالبًا لم تعد تستخدمه.`,
  problems: {
    name_missing: "اختر اسمًا للقالب، مثل “حالة الطلب”.",
    name_too_long: `اجعل الاسم في حدود ${NAME_MAX} حرفًا.`,
    body_missing: "اكتب الرسالة التي يجب أن تبدأ بها المحادثة.",
    body_too_long: `الرسالة طويلة جدًا: اجعلها ${MESSAGE_MAX_LENGTH.toLocaleString("ar")} حرفًا أو أقل.`,
  },
  pickerLabel: "البدء من قالب",
  pickerNone: "اختر قالبًا…",
  pickerHint: "يملأ الرسالة أدناه، ويمكنك تعديلها بعد ذلك.",
  pickerEmpty: "لا توجد قوالب بعد.",
  pickerManage: "إدارة القوالب",
};

export const MESSAGE_VARIABLES_COPY: Translated<typeof EN_VARIABLES> = {
  hint: "المتغيرات: {agent} يصبح اسم الموظف الذي يستلم المحادثة، و{department} قسمه، و{ref} مصدر الزائر (“qr” من رمز QR الخاص بك، أو ?ref=… في الرابط).",
  exampleCaption: "معاينة الرسالة بقيم مثال",
  exampleDepartment: "المبيعات",
  exampleRef: "qr",
  exampleAgent: "سارة",
};
