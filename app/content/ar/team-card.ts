import type { TeamCardContent } from "../team-card";

export const TEAM_CARD: TeamCardContent = {
  title: "{business} — للتواصل",
  metaDescription: "راسل {business} على WhatsApp: اعرف من المتاح الآن وابدأ المحادثة.",
  eyebrow: "راسلنا على WhatsApp",
  intro: "اختر الشخص أو الفريق الذي تود التحدث معه. تُفتح المحادثة في WhatsApp.",
  openNow: "متاح الآن",
  closedNow: "غير متاح الآن",
  closedHeading: "نحن خارج أوقات العمل الآن",
  closedBody:
    "لا يوجد أحد متاح في {business} حاليًا. ما زال بإمكانك إرسال رسالة، وسيُرد عليها عند عودة الفريق.",
  // Followed by the zone words: "متاح بدءًا من الاثنين 09:00 بتوقيتك".
  opens: "متاح بدءًا من {when}",
  yourTime: "بتوقيتك",
  zoneTime: "بتوقيت {place}",
  today: "اليوم",
  tomorrow: "غدًا",
  noOpening: "لا مواعيد عمل خلال الأسبوعين القادمين",
  messageUs: "راسلنا",
  messageAnyway: "أرسل رسالة على أي حال",
  messageDepartment: "راسل {department}",
  messageAgent: "راسل {firstName}",
  otherDepartment: "الفريق",
  teamHeading: "فريقنا",
  saveContact: "حفظ جهة الاتصال",
  vcard: {
    team: "الفريق",
    alwaysOpen: "متاح في أي وقت",
    noHours: "لم تُحدَّد مواعيد عمل",
    hours: "{ranges} ({timeZone})",
    // Arabic has no customary day abbreviations: the full names are short.
    days: ["الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"],
  },
};
