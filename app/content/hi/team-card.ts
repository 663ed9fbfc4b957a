import type { TeamCardContent } from "../team-card";

export const TEAM_CARD: TeamCardContent = {
  title: "{business} — संपर्क",
  metaDescription: "WhatsApp पर {business} को मैसेज करें: देखें कौन उपलब्ध है और चैट शुरू करें।",
  eyebrow: "WhatsApp पर हमें मैसेज करें",
  intro: "जिस व्यक्ति या टीम से बात करनी है, उसे चुनें। चैट WhatsApp में खुलेगी।",
  openNow: "अभी उपलब्ध",
  closedNow: "अभी उपलब्ध नहीं",
  closedHeading: "हम अभी उपलब्ध नहीं हैं",
  closedBody: "इस समय {business} में कोई उपलब्ध नहीं है। आप फिर भी मैसेज भेज सकते हैं: टीम के लौटने पर जवाब दिया जाएगा।",
  // `when` is a day and time ("कल 09:00"), and the page adds the zone words after the sentence
  // ("… आपके समय के अनुसार"); the colon keeps that order readable in Hindi.
  opens: "फिर से उपलब्ध: {when}",
  yourTime: "आपके समय के अनुसार",
  zoneTime: "{place} के समय के अनुसार",
  today: "आज",
  tomorrow: "कल",
  noOpening: "अगले दो हफ़्तों में कोई समय तय नहीं है",
  messageUs: "हमें मैसेज करें",
  messageAnyway: "फिर भी मैसेज करें",
  messageDepartment: "{department} को मैसेज करें",
  messageAgent: "{firstName} को मैसेज करें",
  otherDepartment: "टीम",
  teamHeading: "हमारी टीम",
  saveContact: "कॉन्टैक्ट सेव करें",
  vcard: {
    team: "टीम",
    alwaysOpen: "कभी भी उपलब्ध",
    noHours: "कोई समय तय नहीं",
    hours: "{ranges} ({timeZone})",
    days: ["सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि", "रवि"],
  },
};
