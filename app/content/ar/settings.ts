import type { SETTINGS_COPY as EN } from "../settings";
import type { Translated } from "../translated";

export const SETTINGS_COPY: Translated<typeof EN> = {
  metaTitle: "إعدادات الحساب",
  metaDescription: "غيّر البريد الإلكتروني أو كلمة المرور لحسابك في ChatLink، أو احذف الحساب.",
  title: "إعدادات الحساب",
  signedInAs: "تم تسجيل الدخول باسم",
  emailTitle: "البريد الإلكتروني",
  emailDescription: "العنوان الذي تسجّل الدخول به وتصل إليه روابط إعادة التعيين.",
  newEmail: "البريد الإلكتروني الجديد",
  changeEmail: "تغيير البريد الإلكتروني",
  currentPassword: "كلمة المرور الحالية",
  saving: "جارٍ الحفظ…",
  passwordTitle: "كلمة المرور",
  passwordDescription: "تغييرها يسجّل خروج كل الأجهزة الأخرى المسجّل دخولها إلى هذا الحساب.",
  newPassword: "كلمة المرور الجديدة",
  newPasswordHint: "{min} أحرف على الأقل. ليست بريدك الإلكتروني، وليست كلمة مرور شائعة.",
  changePassword: "تغيير كلمة المرور",
  apiKeysTitle: "مفاتيح API",
  apiKeysDescription: "تتيح المفاتيح لبرامجك إنشاء روابطك وقراءتها عبر REST API.",
  manageApiKeys: "إدارة مفاتيح API",
  managedByAdmins: "يدير مالكو “{workspace}” ومشرفوها مفاتيح API الخاصة بها.",
  deleteTitle: "حذف الحساب",
  deleteDescription:
    "يحذف هذا حسابك فورًا، لا بعد 30 يومًا: بريدك الإلكتروني وكلمة المرور، وكل رابط في هذا الحساب (ستعرض روابطه القصيرة صفحة الرابط غير موجود)، وكل أعداد نقراتها. لا يمكن التراجع عن ذلك.",
  deleteConfirm: "اكتب كلمة المرور للتأكيد",
  deleteButton: "احذف حسابي وروابطي",
  deleting: "جارٍ الحذف…",
  answers: {
    unknownRequest: "طلب غير معروف.",
    currentPasswordMissing: "اكتب كلمة المرور الحالية.",
    wrongPassword: "كلمة المرور هذه غير صحيحة.",
    emailInvalid: "اكتب عنوان بريد إلكتروني، مثل name@example.com.",
    emailUnchanged: "لم يتغير بريدك الإلكتروني.",
    emailLimited: "أرسلنا ما يكفي من الرسائل إلى هذا العنوان حاليًا: حاول مرة أخرى بعد ساعة.",
    emailSent:
      "أرسلنا رابطًا إلى {email}: افتحه ليصبح هو البريد الإلكتروني لحسابك. وحتى ذلك الحين يبقى بريدك {current}.",
    passwordChanged:
      "تم تغيير كلمة المرور. وتم تسجيل الخروج من كل الأجهزة الأخرى المسجّل دخولها إلى هذا الحساب.",
    lastOwner:
      "أنت آخر مالك لـ {workspaces}، {count, plural, one {وفيها أعضاء آخرون: اجعل أحدهم مالكًا أولًا، أو احذف مساحة العمل.} other {وفيها أعضاء آخرون: اجعل أحد أعضاء كل منها مالكًا أولًا، أو احذف مساحات العمل هذه.}}",
  },
};
