import type { MailCopy } from "../mail-copy-shape";

export const ID_MAIL: MailCopy = {
  verifyEmail: {
    subject: "Konfirmasi alamat email Anda untuk {site}",
    body: [
      "Seseorang (semoga Anda) membuat akun {site} dengan alamat ini, atau mengganti alamat sebuah akun menjadi alamat ini.",
      "",
      "Konfirmasi di sini: {link}",
      "",
      "Tautan ini hanya bisa dipakai sekali dan kedaluwarsa dalam tiga hari. Jika ini bukan Anda, abaikan email ini.",
    ],
  },
  passwordReset: {
    subject: "Atur ulang kata sandi {site} Anda",
    body: [
      "Seseorang (semoga Anda) meminta untuk mengatur ulang kata sandi akun {site} Anda.",
      "",
      "Buat kata sandi baru di sini: {link}",
      "",
      "Tautan ini hanya bisa dipakai sekali dan kedaluwarsa dalam satu jam. Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap seperti semula.",
    ],
  },
  emailChange: {
    subject: "Konfirmasi alamat email baru Anda untuk {site}",
    body: [
      "Seseorang (semoga Anda) meminta agar alamat ini menjadi email akun {site} miliknya.",
      "",
      "Buka tautan ini untuk mengonfirmasi: {link}",
      "",
      "Tautan ini hanya bisa dipakai sekali dan kedaluwarsa dalam tiga hari. Sampai saat itu akun tetap memakai alamat lamanya. Jika ini bukan Anda, abaikan email ini.",
    ],
  },
  addressTaken: {
    subject: "Seseorang mencoba memakai alamat email Anda di {site}",
    body: [
      "Seseorang yang masuk ke akun {site} lain meminta agar alamat ini menjadi email akun tersebut.",
      "Tidak ada yang berubah: alamat ini tetap milik akun Anda, dan tidak ada orang lain yang bisa memakainya.",
      "",
      "Jika itu Anda, Anda sudah punya akun dengan alamat ini: masuk di {link} (atau atur ulang kata sandinya di sana).",
      "Jika bukan Anda, Anda bisa mengabaikan email ini.",
    ],
  },
  invitation: {
    subject: "{inviter} mengundang Anda ke {workspace} di {site}",
    body: [
      "{inviter} mengundang Anda bergabung ke ruang kerja “{workspace}” di {site} sebagai {role}.",
      "",
      "Terima di sini: {link}",
      "",
      "Tautan ini berlaku tujuh hari, untuk akun {site} dengan alamat email ini (Anda bisa membuatnya sekalian). Jika Anda tidak mengenal pengirimnya, abaikan email ini.",
    ],
  },
  roles: { owner: "pemilik", admin: "admin", editor: "editor", viewer: "pembaca" },
};
