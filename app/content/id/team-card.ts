import type { TeamCardContent } from "../team-card";

export const TEAM_CARD: TeamCardContent = {
  title: "{business} — kontak",
  metaDescription: "Chat {business} lewat WhatsApp: lihat siapa yang sedang bertugas dan mulai chat.",
  eyebrow: "Hubungi kami lewat WhatsApp",
  intro: "Pilih orang atau tim yang ingin Anda ajak chat. Chat akan terbuka di WhatsApp.",
  openNow: "Sedang buka",
  closedNow: "Sedang tutup",
  closedHeading: "Kami sedang tutup",
  closedBody:
    "Saat ini tidak ada tim {business} yang sedang bertugas. Anda tetap bisa mengirim pesan: pesan Anda akan dibalas begitu tim kembali.",
  opens: "Buka {when}",
  yourTime: "waktu Anda",
  zoneTime: "waktu {place}",
  today: "hari ini",
  tomorrow: "besok",
  noOpening: "Belum ada jam buka dalam dua minggu ke depan",
  messageUs: "Chat kami",
  messageAnyway: "Tetap kirim pesan",
  messageDepartment: "Chat {department}",
  messageAgent: "Chat {firstName}",
  otherDepartment: "Tim",
  teamHeading: "Tim kami",
  saveContact: "Simpan kontak",
  vcard: {
    team: "Tim",
    alwaysOpen: "buka kapan saja",
    noHours: "jam buka belum diatur",
    hours: "{ranges} ({timeZone})",
    days: ["Sen", "Sel", "Rab", "Kam", "Jum", "Sab", "Min"],
  },
};
