import { MAX_PENDING_INVITATIONS as MAX } from "#core/limits";
import type { MEMBERS_COPY as EN, INVITATION_COPY as EN_INVITATION } from "../members";
import type { Translated } from "../translated";

export const MEMBERS_COPY: Translated<typeof EN> = {
  title: "الأعضاء",
  heading: "أعضاء {workspace}",
  metaDescription: "ادعُ أشخاصًا إلى مساحة عمل في ChatLink، أو غيّر أدوارهم، أو أزِلهم.",
  intro:
    "يرى المشاهدون الروابط والإحصاءات ورموز QR. ويستطيع المحررون أيضًا إنشاء الروابط وتعديلها وحذفها. ويستطيع المسؤولون أيضًا الاستيراد والتصدير وإدارة مفاتيح API والأعضاء. ويستطيع المالكون أيضًا إعادة تسمية مساحة العمل أو حذفها.",
  personal: "مساحتك الشخصية لك وحدك. للعمل مع الآخرين، أنشئ مساحة عمل مشتركة وادعُهم إليها.",
  toWorkspaces: "الذهاب إلى مساحات عملك",
  you: "(أنت)",
  role: "الدور",
  roleName: "{role, select, owner {مالك} admin {مسؤول} editor {محرر} viewer {مشاهد} other {عضو}}",
  roleFor: "دور {email}",
  saveRole: "حفظ الدور",
  savingRole: "جارٍ الحفظ…",
  remove: "إزالة",
  removing: "جارٍ الإزالة…",
  leaving: "جارٍ المغادرة…",
  removeFor: "إزالة {email}",
  leave: "مغادرة مساحة العمل هذه",
  joined: "انضم في",
  membersTitle: "الأشخاص في مساحة العمل هذه",
  inviteTitle: "دعوة شخص",
  inviteDescription:
    "نرسل إليه رابطًا بالبريد الإلكتروني صالحًا لسبعة أيام. يقبل الدعوة بحساب ChatLink بهذا العنوان بعد تأكيده، ويمكنه إنشاء حساب أثناء ذلك.",
  emailLabel: "البريد الإلكتروني",
  inviteButton: "إرسال الدعوة",
  inviting: "جارٍ الإرسال…",
  inviteDescriptionWithoutMail:
    "هذا الموقع لا يرسل بريدًا إلكترونيًا، فانسخ رابط الدعوة أدناه وأرسله إليه بنفسك (عبر WhatsApp مثلًا). الرابط صالح لسبعة أيام، لحساب ChatLink بهذا العنوان بعد تأكيده، ويمكنه إنشاء حساب أثناء ذلك.",
  invited: "أُرسلت الدعوة إلى {email}. يمكنك أيضًا نسخ رابطها أدناه.",
  invitedWithoutMail:
    "أُنشئت دعوة لـ {email}. هذا الموقع لا يرسل بريدًا إلكترونيًا: انسخ رابطها أدناه وأرسله إليه.",
  linkLabel: "رابط الدعوة",
  copyLink: "نسخ الرابط",
  copyLinkFor: "نسخ رابط الدعوة لـ {email}",
  copied: "تم النسخ!",
  pendingTitle: "الدعوات المعلّقة",
  pendingEmpty: "لا توجد دعوات معلّقة.",
  expires: "تنتهي في",
  invitedBy: "بدعوة من {email}",
  cancel: "سحب الدعوة",
  cancelling: "جارٍ السحب…",
  cancelFor: "سحب الدعوة الموجهة إلى {email}",
  cancelled: "سُحبت الدعوة: لم يعد رابطها يعمل.",
  roleSaved: "تم حفظ الدور.",
  removed: "تمت الإزالة. فقد صلاحية الوصول فورًا.",
  left: "غادرت مساحة العمل.",
  errors: {
    not_found: "هذا الشخص أو هذه الدعوة لم يعد في مساحة العمل هذه. الصفحة محدّثة.",
    forbidden: "دورك لا يسمح بذلك.",
    last_owner: "تحتاج مساحة العمل إلى مالك: اجعل شخصًا آخر مالكًا أولًا.",
    personal: "مساحتك الشخصية لك وحدك.",
    unverified: "أكّد عنوان بريدك الإلكتروني أولًا (راجع التنبيه أعلى الصفحة).",
    invalid_email: "أدخل عنوان بريد إلكتروني، مثل name@example.com.",
    role_too_high: "لا يمكنك منح دور أعلى من دورك.",
    already_member: "هذا العنوان عضو بالفعل.",
    too_many_invitations: `في مساحة العمل هذه ${MAX} دعوة معلّقة: اسحب بعضها أولًا.`,
    limited: "أرسلت دعوات كثيرة خلال هذه الساعة. حاول مرة أخرى لاحقًا.",
  },
};

export const INVITATION_COPY: Translated<typeof EN_INVITATION> = {
  summary:
    "دعاك {inviter} إلى “{workspace}” بدور {role, select, owner {مالك} admin {مسؤول} editor {محرر} viewer {مشاهد} other {عضو}}.",
  summaryNoInviter:
    "دعاك أحدهم إلى “{workspace}” بدور {role, select, owner {مالك} admin {مسؤول} editor {محرر} viewer {مشاهد} other {عضو}}.",
  waitingTitle:
    "{count, plural, one {دعوة واحدة بانتظارك} two {دعوتان بانتظارك} few {# دعوات بانتظارك} other {# دعوة بانتظارك}}",
  join: "انضمام",
  joinNamed: "الانضمام إلى “{workspace}”",
  accepting: "جارٍ الانضمام…",
};
