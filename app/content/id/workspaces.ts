import { MAX_SHARED_WORKSPACES as MAX, WORKSPACE_NAME_MAX_LENGTH as NAME_MAX } from "#core/workspace-roles";
import type { Translated } from "../translated";
import type { WORKSPACES_COPY as EN } from "../workspaces";

export const WORKSPACES_COPY: Translated<typeof EN> = {
  title: "Ruang kerja",
  metaDescription: "Pindah antar-ruang kerja ChatLink Anda, buat yang baru, ganti nama, atau hapus.",
  intro:
    "Setiap ruang kerja punya link, statistik, kunci API, dan anggotanya sendiri. Ruang kerja pribadi dibuat bersama akun Anda dan hanya milik Anda; buat ruang kerja bersama untuk toko, tim, atau klien, undang orang ke sana, lalu pindah antar-ruang kerja di sini.",
  current: "Saat ini",
  members: "Anggota dan undangan",
  personalNote: "Ruang kerja pribadi Anda: hanya milik Anda, dibuat bersama akun Anda",
  open: "Buka",
  opening: "Membuka…",
  openFor: "Buka {name}",
  yourRole:
    "Peran Anda: {role, select, owner {Pemilik} admin {Admin} editor {Editor} viewer {Pelihat} other {Anggota}}",
  createTitle: "Buat ruang kerja",
  createDescription: `Ruang kerja baru dimulai kosong, dengan Anda sebagai pemilik. Anda bisa bergabung di ${MAX} ruang kerja selain ruang kerja pribadi.`,
  nameLabel: "Nama",
  nameHint: `Maksimal ${NAME_MAX} karakter, misalnya “Toko” atau “Tim dukungan”.`,
  nameMissing: "Beri nama ruang kerja, misalnya “Toko” atau “Tim dukungan”.",
  nameTooLong: `Nama maksimal ${NAME_MAX} karakter.`,
  createButton: "Buat ruang kerja",
  createPending: "Membuat…",
  tooMany: `Anda sudah bergabung di ${MAX} ruang kerja bersama: hapus atau keluar dari salah satunya dulu.`,
  renameName: "Ganti nama {name}",
  renameButton: "Simpan nama",
  renamePending: "Menyimpan…",
  renamed: "Nama disimpan.",
  deleteTitle: "Hapus ruang kerja ini",
  deleteWarning:
    "Link-linknya langsung berhenti berfungsi (link pendeknya menampilkan Link Tidak Ditemukan, termasuk kode QR yang sudah dicetak), dan jumlah klik serta kunci API-nya dihapus. Tindakan ini tidak bisa dibatalkan.",
  deleteConfirmLabel: "Ketik “{name}” untuk konfirmasi",
  deleteButton: "Hapus ruang kerja",
  deletePending: "Menghapus…",
  deleteMismatch: "Ketik nama ruang kerja persis seperti yang tertulis untuk menghapusnya.",
  deleted: "Ruang kerja dihapus, beserta link dan kuncinya.",
  notFound: "Ruang kerja itu sudah bukan milik Anda. Daftar di bawah sudah diperbarui.",
  ownersOnly: "Hanya pemilik ruang kerja yang bisa mengganti nama atau menghapusnya.",
  personalStays: "Ruang kerja pribadi hanya terhapus bersama akun Anda (Pengaturan → Hapus akun).",
};
