import type { FORBIDDEN_COPY as EN } from "../forbidden";
import type { Translated } from "../translated";

export const FORBIDDEN_COPY: Translated<typeof EN> = {
  status: "خطأ 403",
  heading: "دورك لا يشمل هذه الصفحة",
  roleName: "{role, select, owner {مالك} admin {مسؤول} editor {محرر} viewer {مشاهد} other {عضو}}",
  body: "تتطلب هذه الصفحة دور {needed} أو أعلى في “{workspace}”، ودورك هناك {yours}.",
  whoCanHelp: "يمكن لأي مالك أو مسؤول في “{workspace}” تغيير دورك.",
  whoCanHelpNamed: "يمكن لأي مالك أو مسؤول في “{workspace}” تغيير دورك: {helpers}.",
  ownersOnly: "لا يستطيع القيام بهذا أو جعلك مالكًا إلا مالك في “{workspace}”.",
  ownersOnlyNamed: "لا يستطيع القيام بهذا أو جعلك مالكًا إلا مالك في “{workspace}”: {helpers}.",
  backToLinks: "العودة إلى الروابط",
  members: "عرض أعضاء مساحة العمل",
};
