import { MAX_SHARED_WORKSPACES as MAX, WORKSPACE_NAME_MAX_LENGTH as NAME_MAX } from "#core/workspace-roles";
import type { Translated } from "../translated";
import type { WORKSPACES_COPY as EN } from "../workspaces";

export const WORKSPACES_COPY: Translated<typeof EN> = {
  title: "مساحات العمل",
  metaDescription: "تنقّل بين مساحات عملك في ChatLink، أو أنشئ مساحة جديدة، أو أعد تسمية مساحة أو احذفها.",
  intro:
    "لكل مساحة عمل روابطها وإحصاءاتها ومفاتيح API وأعضاؤها. تُنشأ مساحتك الشخصية مع حسابك وهي لك وحدك؛ أنشئ مساحة مشتركة لمتجر أو فريق أو عميل، وادعُ إليها من تريد، وتنقّل بين المساحات من هنا.",
  current: "الحالية",
  members: "الأعضاء والدعوات",
  personalNote: "مساحتك الشخصية: لك وحدك، أُنشئت مع حسابك",
  open: "فتح",
  opening: "جارٍ الفتح…",
  openFor: "فتح {name}",
  yourRole: "دورك: {role, select, owner {مالك} admin {مسؤول} editor {محرر} viewer {مشاهد} other {عضو}}",
  createTitle: "إنشاء مساحة عمل",
  createDescription: `تبدأ مساحة العمل فارغة وتكون أنت مالكها. يمكنك الانضمام إلى ${MAX} مساحة إلى جانب مساحتك الشخصية.`,
  nameLabel: "الاسم",
  nameHint: `حتى ${NAME_MAX} حرفًا، مثل “المتجر” أو “فريق الدعم”.`,
  nameMissing: "اختر اسمًا لمساحة العمل، مثل “المتجر” أو “فريق الدعم”.",
  nameTooLong: `اجعل الاسم في حدود ${NAME_MAX} حرفًا.`,
  createButton: "إنشاء المساحة",
  createPending: "جارٍ الإنشاء…",
  tooMany: `أنت عضو بالفعل في ${MAX} مساحة مشتركة: احذف إحداها أو غادرها أولًا.`,
  renameName: "إعادة تسمية {name}",
  renameButton: "حفظ الاسم",
  renamePending: "جارٍ الحفظ…",
  renamed: "تم حفظ الاسم.",
  deleteTitle: "حذف مساحة العمل هذه",
  deleteWarning:
    "تتوقف روابطها عن العمل فورًا (تعرض روابطها القصيرة صفحة “الرابط غير موجود”، حتى في رموز QR المطبوعة)، وتُحذف أعداد النقرات ومفاتيح API الخاصة بها. لا يمكن التراجع عن ذلك.",
  deleteConfirmLabel: "اكتب “{name}” للتأكيد",
  deleteButton: "حذف المساحة",
  deletePending: "جارٍ الحذف…",
  deleteMismatch: "اكتب اسم مساحة العمل كما يظهر تمامًا لحذفها.",
  deleted: "حُذفت مساحة العمل مع روابطها ومفاتيحها.",
  notFound: "لم تعد مساحة العمل هذه من مساحاتك. القائمة أدناه محدّثة.",
  ownersOnly: "لا يمكن إلا لمالكي مساحة العمل إعادة تسميتها أو حذفها.",
  personalStays: "لا تُحذف مساحتك الشخصية إلا مع حسابك (الإعدادات ← حذف الحساب).",
};
