import type { SETTINGS_COPY as EN } from "../settings";
import type { Translated } from "../translated";

export const SETTINGS_COPY: Translated<typeof EN> = {
  metaTitle: "Pengaturan Akun",
  metaDescription: "Ubah email atau kata sandi akun ChatLink Anda, atau hapus akun.",
  title: "Pengaturan akun",
  signedInAs: "Masuk sebagai",
  emailTitle: "Email",
  emailDescription: "Alamat yang Anda pakai untuk masuk dan tujuan link reset.",
  newEmail: "Email baru",
  changeEmail: "Ubah email",
  currentPassword: "Kata sandi saat ini",
  saving: "Menyimpan…",
  passwordTitle: "Kata sandi",
  passwordDescription: "Mengubahnya akan mengeluarkan semua perangkat lain yang masuk ke akun ini.",
  newPassword: "Kata sandi baru",
  newPasswordHint: "Minimal {min} karakter. Bukan email Anda, dan bukan kata sandi yang umum.",
  changePassword: "Ubah kata sandi",
  apiKeysTitle: "Kunci API",
  apiKeysDescription: "Dengan kunci, program Anda sendiri bisa membuat dan membaca link Anda lewat REST API.",
  manageApiKeys: "Kelola kunci API",
  managedByAdmins: "Pemilik dan admin “{workspace}” yang mengelola kunci API-nya.",
  deleteTitle: "Hapus akun",
  deleteDescription:
    "Ini langsung menghapus akun Anda, bukan dalam 30 hari: email dan kata sandi Anda, semua link di akun ini (link pendeknya akan menampilkan Link Tidak Ditemukan), dan semua jumlah kliknya. Tidak bisa dibatalkan.",
  deleteConfirm: "Ketik kata sandi Anda untuk konfirmasi",
  deleteButton: "Hapus akun dan link saya",
  deleting: "Menghapus…",
  answers: {
    unknownRequest: "Permintaan tidak dikenal.",
    currentPasswordMissing: "Masukkan kata sandi Anda saat ini.",
    wrongPassword: "Kata sandi itu salah.",
    emailInvalid: "Masukkan alamat email, seperti nama@contoh.com.",
    emailUnchanged: "Email Anda tidak berubah.",
    emailLimited: "Kami sudah cukup sering mengirim email ke alamat itu: coba lagi dalam satu jam.",
    emailSent:
      "Kami mengirim link ke {email}: buka link itu agar alamat tersebut menjadi email akun Anda. Sampai saat itu, email Anda tetap {current}.",
    passwordChanged:
      "Kata sandi Anda sudah diubah. Semua perangkat lain yang masuk ke akun ini sudah dikeluarkan.",
    lastOwner:
      "Anda pemilik terakhir {workspaces}, {count, plural, other {yang masih punya anggota lain: jadikan salah satu anggotanya pemilik, atau hapus ruang kerja tersebut terlebih dahulu.}}",
  },
};
