import type { TEAM_LINK_COPY as EN } from "../team-links";
import type { Translated } from "../translated";

export const TEAM_LINK_COPY: Translated<typeof EN> = {
  kindLegend: "Siapa yang menjawab chat?",
  kindNumber: "Satu nomor",
  kindNumberHint: "Semua chat masuk ke satu nomor WhatsApp.",
  kindTeam: "Tim (beberapa agen)",
  kindTeamHint: "Chat dibagi ke agen-agen Anda, hanya saat mereka sedang buka.",
  agentsLegend: "Agen",
  agentsHint: "Centang siapa yang menjawab chat link ini (minimal satu), sesuai urutan di halaman Agen.",
  noAgents: "Anda belum punya agen.",
  addAgents: "Tambahkan agen pertama Anda",
  manageAgents: "Kelola agen",
  agentPaused: "dijeda",
  agentOpen: "sedang buka",
  agentClosed: "sedang tutup",
  rotationLegend: "Bagaimana chat dibagi?",
  rotationLabels: {
    round_robin: "Bergiliran",
    weighted: "Bagi menurut bobot",
    sticky: "Agen yang sama untuk pengunjung yang kembali",
  },
  rotationHints: {
    round_robin: "Setiap chat baru masuk ke agen berikutnya yang sedang buka di daftar, bergiliran.",
    weighted: "Agen dengan bobot lebih tinggi (diatur di halaman Agen) mendapat lebih banyak chat.",
    sticky: "Pengunjung yang kembali mendapat agen yang sama seperti sebelumnya, selama agen itu buka.",
  },
  fallbackLabel: "Saat tidak ada yang buka",
  fallbackNone: "Tampilkan kapan tim buka lagi",
  fallbackAgent: "Tetap kirim ke {name}",
  fallbackHint:
    "Opsional: agen yang menerima chat saat tidak ada agen tercentang yang buka. Tanpa itu, pengunjung melihat kapan tim buka lagi dan tetap bisa mengirim pesan.",
  businessNameHint:
    "Halaman itu dan kartu kontak Anda menyebut bisnis Anda sesuai nama ruang kerja ini: “{name}”.",
  renameWorkspace: "Ganti nama ruang kerja",
  teamSummary: "Tim · {count, plural, other {# agen}}",
  qrRefLabel: "Hitung pemindaian kode QR terpisah",
  qrRefHint:
    "Kode QR yang dibuat di sini membuka link dengan ?\u2060ref=qr: statistik menampilkan pemindaian terpisah dari klik, dan {ref} di pesan menjadi “qr”.",
  editIntro:
    "Ubah siapa yang menjawab, cara chat dibagi, atau pesannya. Link pendeknya tetap sama, jadi kode QR yang sudah dicetak tetap berfungsi.",
  agentsUnchanged: "Link pendek, kode QR, dan jumlah kliknya tetap sama saat Anda mengubah tim.",
};
