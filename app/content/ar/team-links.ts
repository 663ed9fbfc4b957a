import type { TEAM_LINK_COPY as EN } from "../team-links";
import type { Translated } from "../translated";

export const TEAM_LINK_COPY: Translated<typeof EN> = {
  kindLegend: "من يردّ على المحادثات؟",
  kindNumber: "رقم واحد",
  kindNumberHint: "تذهب كل محادثة إلى رقم WhatsApp واحد.",
  kindTeam: "فريق (عدة موظفين)",
  kindTeamHint: "تُوزَّع المحادثات على موظفيك، وفقط أثناء ساعات عملهم.",
  agentsLegend: "الموظفون",
  agentsHint: "حدّد من يردّ على محادثات هذا الرابط (واحد على الأقل)، بترتيب صفحة الموظفين.",
  noAgents: "ليس لديك موظفون بعد.",
  addAgents: "أضف موظفك الأول",
  manageAgents: "إدارة الموظفين",
  agentPaused: "موقوف مؤقتًا",
  agentOpen: "متاح الآن",
  agentClosed: "مغلق الآن",
  rotationLegend: "كيف تُوزَّع المحادثات؟",
  rotationLabels: {
    round_robin: "بالتناوب",
    weighted: "التوزيع حسب الوزن",
    sticky: "الموظف نفسه للزائر العائد",
  },
  rotationHints: {
    round_robin: "تذهب كل محادثة جديدة إلى الموظف المتاح التالي في القائمة، بالتناوب.",
    weighted: "يتلقى الموظفون ذوو الوزن الأعلى (يُحدَّد في صفحة الموظفين) محادثات أكثر.",
    sticky: "يتحدث الزائر العائد مع الموظف نفسه الذي تحدث معه من قبل، ما دام متاحًا.",
  },
  fallbackLabel: "عندما لا يكون أحد متاحًا",
  fallbackNone: "عرض موعد عودة الفريق",
  fallbackAgent: "الإرسال إلى {name} على أي حال",
  fallbackHint:
    "اختياري: موظف يتلقى المحادثة عندما لا يكون أي من الموظفين المحددين متاحًا. بدونه، يرى الزوار موعد عودة الفريق ويمكنهم مع ذلك إرسال رسالة.",
  businessNameHint: "تعرض تلك الصفحة وبطاقة جهة الاتصال اسم نشاطك التجاري كاسم مساحة العمل هذه: “{name}”.",
  renameWorkspace: "إعادة تسمية مساحة العمل",
  teamSummary:
    "فريق · {count, plural, one {موظف واحد} two {موظفان} few {# موظفين} many {# موظفًا} other {# موظف}}",
  qrRefLabel: "احتساب مسح رمز QR على حدة",
  qrRefHint:
    "رموز QR المُنشأة هنا تفتح الرابط مع ?\u2060ref=qr: تعرض الإحصاءات عمليات المسح منفصلة عن النقرات، ويصبح {ref} في الرسالة “qr”.",
  editIntro:
    "غيّر من يردّ، أو طريقة توزيع المحادثات، أو الرسالة. يبقى الرابط القصير كما هو، فتظل رموز QR المطبوعة تعمل.",
  agentsUnchanged: "يبقى الرابط القصير ورمز QR الخاص به ونقراته كما هي عندما تغيّر الفريق.",
};
