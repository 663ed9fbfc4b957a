import type { API_KEYS_COPY as EN } from "../api-keys";
import type { Translated } from "../translated";

export const API_KEYS_COPY: Translated<typeof EN> = {
  title: "Kunci API",
  metaDescription: "Buat dan cabut kunci yang dipakai program Anda dengan REST API ChatLink.",
  intro:
    "Dengan kunci, program Anda bisa membuat, melihat daftar, mengubah, dan menghapus link di ruang kerja ini, serta membaca klik dan kode QR-nya, lewat REST API. Satu kunci hanya melihat ruang kerja tempat kunci itu dibuat. Kirim sebagai Authorization: Bearer <kunci>.",
  documentLink: "Baca referensi API",
  workspaceNote: "Kunci untuk ruang kerja “{workspace}”: kunci ini hanya melihat link di ruang kerja itu.",
  createdFor: "Kunci ini untuk ruang kerja “{workspace}”.",
  createTitle: "Buat kunci",
  createDescription:
    "Kunci hanya ditampilkan sekali, tepat setelah dibuat: salin saat itu juga. Kami hanya menyimpan sidik jarinya, jadi tidak ada yang bisa menampilkannya lagi.",
  nameLabel: "Nama",
  nameHint: "Apa yang akan memakainya, supaya nanti Anda tahu kunci mana yang perlu dicabut.",
  scopeLegend: "Akses",
  scopeWrite: "Baca dan tulis: membuat, mengubah, dan menghapus link",
  scopeRead: "Hanya baca: daftar link, klik, dan kode QR",
  passwordLabel: "Kata sandi saat ini",
  createButton: "Buat kunci",
  createPending: "Membuat…",
  createdTitle: "Salin kunci baru Anda sekarang",
  createdNote:
    "Kunci ini tidak akan ditampilkan lagi. Jangan taruh di halaman web atau kode publik: siapa pun yang memegangnya bisa memakai link Anda.",
  createdCaption: "Kunci API",
  keyTarget: "kunci API",
  commandTarget: "contoh perintah",
  listTitle: "Kunci Anda",
  empty: "Belum ada kunci.",
  scopeNames: { read: "Hanya baca", write: "Baca dan tulis" },
  created: "Dibuat",
  lastUsed: "Terakhir dipakai",
  neverUsed: "Belum pernah",
  revokeButton: "Cabut",
  revokePending: "Mencabut…",
  revoked: "Kunci sudah dicabut: mulai sekarang panggilan dengan kunci ini ditolak.",
  curlCaption: "Coba",
  tooMany:
    "Ruang kerja ini sudah punya {max} kunci, batas maksimalnya. Cabut satu yang tidak dipakai lagi, lalu buat yang baru.",
  errors: {
    notFound: "Kunci itu tidak ada di ruang kerja ini, atau sudah dicabut.",
    unknown: "Permintaan tidak dikenal.",
    nameMissing: "Beri nama kunci sesuai yang akan memakainya, misalnya “CRM Toko”.",
    nameTooLong: "Nama paling banyak {max} karakter.",
    passwordMissing: "Masukkan kata sandi Anda saat ini.",
    notYours: "Anda tidak bisa mengelola kunci ruang kerja ini.",
  },
};
